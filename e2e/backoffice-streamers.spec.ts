import type { Page } from '@playwright/test';
import { apiCall } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { photo } from './selling-helpers';
import { shoot } from './shots';

// The English demo shop's back office; the streamer made here has a name no other spec uses, and is removed again.
const host = 'nova.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);

test.use({
  signedIn: {
    sessions: [
      { host, as: 'operator', app: 'backoffice', language: 'en-US' },
      { host: 'lumen.localhost', as: 'operator', app: 'backoffice', language: 'zh-CN' },
    ],
  },
});

const publicNames = async (page: Page) =>
  (await apiCall<{ name: string }[]>(page.request, host, '/api/account/zhubo/list?createId=1')).data.map(
    (streamer) => streamer.name,
  );

test('an operator adds a streamer with an avatar, edits it off the home page and deletes it', async ({ page }) => {
  // Three saves and an upload: on a busy 2-core machine this has taken over a minute.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin());
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Streamers' }).click();
  await expect(page).toHaveURL(admin('/streamers'));
  await expect(page.getByRole('heading', { name: 'Streamers' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /Lane Queen/ })).toContainText('Douyin');
  await shoot(page, 'backoffice-streamers-1280');

  const name = `E2E Star ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add streamer' }).click();
  await expect(page).toHaveURL(admin('/streamers?id=new'));
  const drawer = page.getByRole('dialog', { name: 'Add a streamer' });
  await drawer.getByLabel('Name').fill(name);
  await drawer.getByLabel('Platform').click();
  await page.locator('.ant-select-item-option', { hasText: 'Kuaishou' }).click();
  // The platform list closes with an animation; until it is gone it is the first visible dropdown too.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await drawer.getByLabel('Room link').fill('live.example.com/e2e');
  await drawer.getByLabel('Games').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await drawer.getByLabel('Games').press('Escape');
  await drawer.locator('input[type="file"]').setInputFiles(await photo('avatar.png', 90));
  await expect(drawer.getByRole('button', { name: /Replace/ })).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Enter an address starting with http:// or https://.')).toBeVisible();
  await drawer.getByLabel('Room link').fill('https://live.example.com/e2e');
  await drawer.getByLabel('Sort').fill('99');
  await shoot(page, 'backoffice-streamers-drawer-1280');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Streamer added.')).toBeVisible();
  await expect(page).toHaveURL(admin('/streamers'));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Kuaishou');
  await expect(row.getByRole('img', { name: `Avatar of ${name}` })).toHaveAttribute('src', /^\/uploads\//);
  expect(await publicNames(page)).toContain(name);

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editor.getByLabel('Name')).toHaveValue(name);
  await editor.getByRole('switch').click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Streamer saved.')).toBeVisible();
  await expect(row).toContainText('Disabled');
  expect(await publicNames(page)).not.toContain(name);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.locator('.ant-popover').filter({ hasText: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Streamer deleted.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  await page.setViewportSize({ width: 1920, height: 1000 });
  await shoot(page, 'backoffice-streamers-1920');
});

test('the streamers screen in Chinese', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tenantUrl('lumen.localhost', '/admin/streamers'));
  // The first screen of a cold page on a busy machine: its code and data may take a while.
  await expect(page.getByRole('heading', { name: '主播管理' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '直播间链接' })).toBeVisible();
  await expect(page.getByRole('row', { name: /王者小鹿/ })).toContainText('抖音');
  await shoot(page, 'backoffice-streamers-zh-1280');
  await page.getByRole('button', { name: /添加主播/ }).click();
  await expect(page.getByRole('dialog', { name: '添加主播' })).toBeVisible();
  await shoot(page, 'backoffice-streamers-drawer-zh-1280');
});
