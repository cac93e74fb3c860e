import { createHmac, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiCall, uniquePhone } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

/*
 * Partner quick-sell: the demo partner `leishen` (secret documented in the README) sends its user with a signed
 * link; the user lands signed in on the quick-recycle form with the partner's branding, and the same link used
 * again is refused with an explanation.
 */

const DEMO_SECRET = 'demo-leishen-secret-0001';

/** A signed link as the README tells partners to make it. */
function signedLink(host: string, phone: string, gameId: number, partner = 'leishen', secret = DEMO_SECRET): string {
  const params: Record<string, string> = {
    nonce: randomBytes(12).toString('hex'),
    partner,
    phone,
    ts: String(Math.floor(Date.now() / 1000)),
    uid: `ls-${randomBytes(4).toString('hex')}`,
  };
  const canonical = Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
  const sign = createHmac('sha256', secret).update(canonical).digest('hex');
  return tenantUrl(host, `/pages/leishenkuaishu?${new URLSearchParams({ ...params, sign, gameId: String(gameId) })}`);
}

async function recycleGameId(page: Page, host: string): Promise<number> {
  const games = await apiCall<{ gameId: number }[]>(page.request, host, '/api/account/krecycle/games');
  const first = games.data[0];
  if (!first) throw new Error(`no recycle game at ${host}`);
  return first.gameId;
}

test('a signed partner link lands signed in on the quick-recycle form with the partner’s branding (English, desktop)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const host = 'nova.localhost';
  await page.setViewportSize({ width: 1280, height: 900 });
  const link = signedLink(host, uniquePhone(), await recycleGameId(page, host));

  await page.goto(link);
  await expect(page).toHaveURL(/\/pages\/kuaisuhuishou\?gameId=\d+$/);
  await expect(page.getByRole('region', { name: 'In partnership with Leishen Accelerator' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick recycle' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Quick recycle form' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  await shoot(page, 'partner-landed-en-1280');

  // The same link again: used once, refused, explained, with the normal login offered.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/leishenkuaishu\?gameId=\d+$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await shoot(page, 'partner-refused-en-1280');
});

test('在手机上：合作方链接登录后进入快速回收并显示合作方品牌，重复使用的链接被拒绝', async ({ page }) => {
  test.setTimeout(90_000);
  const host = 'lumen.localhost';
  await page.setViewportSize({ width: 375, height: 780 });
  const link = signedLink(host, uniquePhone(), await recycleGameId(page, host));

  await page.goto(link);
  await expect(page).toHaveURL(/\/pages\/kuaisuhuishou\?gameId=\d+$/);
  await expect(page.getByRole('region', { name: '与雷神加速器合作' })).toBeVisible();
  await shoot(page, 'partner-landed-zh-375');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: '链接无效或已过期' })).toBeVisible();
  await expect(page.getByRole('button', { name: '去登录' })).toBeVisible();
  await shoot(page, 'partner-refused-zh-375');
});

test.describe('the back office', () => {
  test.use({ signedIn: { sessions: [{ host: 'nova.localhost', as: 'owner', app: 'backoffice', language: 'en-US' }] } });

  test('the owner adds a partner in the back office, whose link then works, and removes it', async ({ page }) => {
    test.setTimeout(90_000);
    const host = 'nova.localhost';
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(tenantUrl(host, '/admin/partners'));
    await expect(page.getByRole('heading', { level: 1, name: 'Quick-sell partners' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('cell', { name: 'leishen', exact: true })).toBeVisible();

    const code = `e2e-${randomBytes(3).toString('hex')}`;
    await page.getByRole('button', { name: 'Add partner' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a partner' });
    await drawer.getByLabel('Code').fill(code);
    await drawer.getByLabel('Name').fill('E2E Booster');
    await drawer.getByLabel('Brand colour').fill('#7b61ff');
    await drawer.getByRole('button', { name: 'Generate' }).click();
    const secret = await drawer.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await shoot(page, 'partner-bo-add-1280');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
    await shoot(page, 'partner-bo-list-1280');

    const shopper = await page.context().browser()?.newContext();
    if (!shopper) throw new Error('no browser');
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(signedLink(host, uniquePhone(), await recycleGameId(shopperPage, host), code, secret));
    await expect(shopperPage.getByRole('region', { name: 'In partnership with E2E Booster' })).toBeVisible({
      timeout: 30_000,
    });
    await shopper.close();

    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
  });
});
