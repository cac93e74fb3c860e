import type { Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

// The back office of the default tenant (plain `localhost` is the demo shop), served by the same server at /admin.
const admin = (pathname = '') => tenantUrl('localhost', `/admin${pathname}`);

/** Starts in English unless the back office's language was chosen in this browser (the demo shop is Chinese). */
async function startInEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('backoffice.language')) localStorage.setItem('backoffice.language', 'en-US');
  });
}

async function signIn(page: Page, username: string) {
  await page.getByLabel('Phone or username').fill(username);
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const staffToken = (page: Page) => page.evaluate(() => localStorage.getItem('backoffice.token'));
const mainMenu = (page: Page, name = 'Back office menu') => page.getByRole('navigation', { name });

const operatorQueues = [
  'Listings to review',
  'Quick recycles to verify',
  'Quick recycles being verified',
  'Orders in trade',
  'Orders in after-sale',
  'Claims to take up',
  'Claims in review',
  'Withdrawals to pay',
  'Real-name reviews',
  'Open feedback',
  'Unassigned chats',
];

test('the demo operator signs in, sees the pending work, stays in across a reload, switches to Chinese and signs out', async ({
  page,
}) => {
  // A long journey (three reloads): on a busy 2-core machine it needs more than the default 30 s.
  test.setTimeout(90_000);
  await startInEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin());
  await expect(page).toHaveURL(admin('/login'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await shoot(page, 'backoffice-login-1280');
  await signIn(page, '13800000003');

  await expect(page).toHaveURL(admin());
  await expect(page).toHaveTitle('Home · 星游账号商城');
  const header = page.getByRole('banner');
  await expect(header).toContainText('星游账号商城');
  await expect(header).toContainText('运营小王');
  await expect(header).toContainText('Operator');
  // The Listings and Recycling groups stay closed until opened.
  await expect(mainMenu(page).getByRole('link')).toHaveText([
    'Home',
    'Dashboard',
    'Orders',
    'Claims',
    'Withdrawals',
    'Real-name reviews',
    'Users',
    'Staff contacts',
    'Customer chat',
    'Feedback',
    'Blacklist',
    'Streamers',
    'Decoration',
    'Notices',
    'SMS outbox',
  ]);
  for (const name of operatorQueues) {
    await expect(page.getByRole('region', { name }), name).toHaveText(new RegExp(`^${name}\\d[\\d,]*$`));
  }
  // Recyclers' pool is not an operator's.
  await expect(page.getByRole('region', { name: 'Open bidding requests' })).toHaveCount(0);
  await shoot(page, 'backoffice-home-1280');
  // A tablet: the sider folds to its icons by itself and opens on demand.
  await page.setViewportSize({ width: 834, height: 1112 });
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  await shoot(page, 'backoffice-home-tablet');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Collapse the menu' })).toBeVisible();

  // A deep path survives a reload: the server answers the back office's page, the stored staff session stays.
  await mainMenu(page).getByRole('link', { name: 'SMS outbox' }).click();
  await expect(page).toHaveURL(admin('/sms-outbox'));
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'backoffice-sms-outbox-1280');
  await page.getByRole('searchbox', { name: 'Filter by phone number' }).fill('13800000001');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(admin('/sms-outbox?phone=13800000001'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'SMS outbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Filter by phone number' })).toHaveValue('13800000001');
  await expect(header).toContainText('运营小王');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*\/\s*SMS outbox/);

  // Chinese, remembered across a reload.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(mainMenu(page, '后台菜单').getByRole('link')).toHaveText([
    '首页',
    '数据概览',
    '订单管理',
    '售后理赔',
    '提现审核',
    '实名审核',
    '用户管理',
    '官方人员',
    '客服会话',
    '意见反馈',
    '黑名单',
    '主播管理',
    '店铺装修',
    '公告管理',
    '短信发件箱',
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { name: '短信发件箱', level: 1 })).toBeVisible();
  await shoot(page, 'backoffice-sms-outbox-1920-zh');
  await mainMenu(page, '后台菜单').getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('region', { name: '交易中的订单' })).toHaveText(/^交易中的订单\d/);
  await shoot(page, 'backoffice-home-1920-zh');

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(admin('/login'));
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  expect(await staffToken(page)).toBeNull();
  // Signed out, a screen sends the visitor to sign in first, and back there afterwards.
  await page.goto(admin('/sms-outbox'));
  await expect(page).toHaveURL(admin('/login?redirect=%2Fsms-outbox'));
});

test('the demo buyer is told it has no back-office access and stays signed out', async ({ page }) => {
  await startInEnglish(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(admin('/login'));
  await signIn(page, '13800000001');
  await expect(page.getByRole('alert')).toContainText('This account has no back-office access');
  await expect(page).toHaveURL(admin('/login'));
  expect(await staffToken(page)).toBeNull();
  await shoot(page, 'backoffice-refused-1920');
  await page.goto(admin());
  await expect(page).toHaveURL(admin('/login'));
});
