import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, registerByApi, uniquePhone } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { PASSWORD, withCheckDigit } from './selling-helpers';

// Lumen's back office in English; a fresh buyer of its own buys two accounts through the API and the sandbox.
const HOST = 'lumen.localhost';
const OPERATOR = '13800000003';
const admin = (pathname = '') => tenantUrl(HOST, `/admin${pathname}`);

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Self-operated listings on sale that staff deliver (every tenth is handed over at once by the demo seed). */
async function listingsOnSale(request: APIRequestContext): Promise<number[]> {
  const tenant = await apiCall<{ retailKey: string }>(request, HOST, '/api/web/getTenant?type=1&state=1');
  const games = await apiCall<{ id: number; listingCount: number }[]>(request, HOST, '/api/web/game/Type');
  const ids: number[] = [];
  for (const game of games.data.filter((candidate) => candidate.listingCount > 0).slice(0, 3)) {
    const page = await apiCall<{ rows: { id: number }[] }>(request, HOST, '/api/web/good/allList', {
      data: {
        retailKey: tenant.data.retailKey,
        gameId: game.id,
        kind: 'self_operated',
        sort: 'price_asc',
        pageSize: 30,
      },
    });
    ids.push(...page.data.rows.map((row) => row.id).filter((id) => id % 10 !== 0));
  }
  // Other specs buy in other tenants; shuffling keeps two runs of this one apart too.
  return ids.sort(() => Math.random() - 0.5);
}

/** Buys one of `candidates` as the buyer and pays in the sandbox; answers the order number. */
async function buyOne(request: APIRequestContext, buyer: string, candidates: number[]): Promise<string> {
  while (candidates.length > 0) {
    const goodsId = candidates.shift() as number;
    const order = await apiCall<{ id: number; orderNo: string }>(request, HOST, '/api/order/create', {
      token: buyer,
      data: { goodsId, guarantee: 'retrieval', payMode: 'full', agree: true },
    });
    if (order.code === 409) continue; // bought by someone else meanwhile
    expect(order.code, order.msg).toBe(200);
    const pay = await apiCall<{ payUrl: string }>(request, HOST, `/api/order/${order.data.id}/pay`, {
      token: buyer,
      data: {},
    });
    expect(pay.code, pay.msg).toBe(200);
    const cashier = new URL(pay.data.payUrl, 'http://placeholder');
    const paid = await request.post(`http://127.0.0.1:${process.env.E2E_PORT}${cashier.pathname}`, {
      headers: { host: HOST },
      form: { action: 'pay' },
      maxRedirects: 0,
    });
    expect(paid.headers().location).toContain('result=success');
    return order.data.orderNo;
  }
  throw new Error('no listing left to buy');
}

test('the operator finds a buyer’s orders, delivers one and refunds the other in part', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const buyer = await registerByApi(request, HOST, phone, PASSWORD);
  const verified = await apiCall(request, HOST, '/api/realname/auth', {
    token: buyer,
    data: { name: 'Li Lei', idNumber: withCheckDigit(`11010119930415${phone.slice(-3)}`) },
  });
  expect(verified.code, verified.msg).toBe(200);
  const candidates = await listingsOnSale(request);
  const first = await buyOne(request, buyer, candidates);
  const second = await buyOne(request, buyer, candidates);

  await page.addInitScript(() => {
    if (!localStorage.getItem('backoffice.language')) localStorage.setItem('backoffice.language', 'en-US');
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin('/login'));
  await page.getByLabel('Phone or username').fill(OPERATOR);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(admin());

  // The menu leads to the orders; the buyer filter goes into the URL.
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(admin('/orders'));
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await page.getByLabel('Buyer').fill(phone);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(admin(`/orders?buyer=${phone}`));
  const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
  const rows = page.getByRole('row').filter({ hasText: masked });
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(phone, { exact: true })).toHaveCount(0);
  await shoot(page, 'backoffice-orders-1280');

  // Deliver the first from the vault.
  await page.getByRole('row').filter({ hasText: first }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?buyer=${phone}&id=\\d+$`));
  const drawer = page.getByRole('dialog').filter({ hasText: `Order ${first}` });
  await expect(drawer.getByRole('region', { name: 'Amounts' })).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Ledger postings' })).toContainText('Escrow');
  await shoot(page, 'backoffice-order-drawer-1280');
  await drawer.getByRole('button', { name: 'Deliver' }).click();
  const deliver = page.getByRole('dialog', { name: 'Deliver the account' });
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(page.getByText('The order is delivered')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Deliver' })).toHaveCount(0);
  await expect(drawer.getByRole('region', { name: 'Order', exact: true })).toContainText('Yes');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(admin(`/orders?buyer=${phone}`));

  // Refund ¥1.00 of the second, not relisting, after the confirmation.
  await page.getByRole('row').filter({ hasText: second }).click();
  const other = page.getByRole('dialog').filter({ hasText: `Order ${second}` });
  await other.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund the order' });
  await refund.getByLabel('In part').check();
  await refund.getByLabel('Amount (¥)').fill('1');
  await refund.getByLabel('Reason').fill('Seller could not hand over the email');
  await refund.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('dialog', { name: 'Refund ¥1.00?' });
  await expect(confirm).toContainText('The listing stays off sale.');
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Refunded ¥1.00')).toBeVisible();
  await expect(other.getByRole('region', { name: 'Amounts' })).toContainText('¥1.00');
  await expect(other.getByRole('region', { name: 'Timeline' })).toContainText('Seller could not hand over the email');
  await other.getByLabel('Add a note for your colleagues').fill('Refunded ¥1 for the missing email binding');
  await other.getByRole('button', { name: 'Add note' }).click();
  await expect(other.getByRole('region', { name: 'Internal notes' })).toContainText('missing email binding');

  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'backoffice-order-drawer-1920');
  await other.getByRole('button', { name: 'Close' }).click();
  await expect(other).toBeHidden();
  await expect(rows.filter({ hasText: 'Refunded' })).toHaveCount(1);
  await shoot(page, 'backoffice-orders-1920');
});
