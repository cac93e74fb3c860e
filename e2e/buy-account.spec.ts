import type { APIRequestContext } from '@playwright/test';
import { apiCall, DEMO_PASSWORD, registerSessionByApi, uniquePhone, verifyRealNameByApi } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';
import { approveListingByApi, consignListingByApi } from './listings';

// The e2e server runs with CAPTCHA_ENABLED=false. A buyer of the test's own buys a listing the worker's own seller
// consigned (through the API), so the staff-delivered path runs whatever the demo seed put on sale.
const HOST = 'nova.localhost'; // English storefront

const call = <T>(request: APIRequestContext, path: string, options: { token?: string; data?: unknown } = {}) =>
  apiCall<T>(request, HOST, path, options);

// The sandbox cashier stands for the gateway's own page: it shows ¥ whatever the shop's label.
const money = (fen: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CNY' }).format(fen / 100).replace('CN¥', '¥');
// nova labels its amounts with the currency's code (a shop setting): CNY 813.00.
const shopMoney = (fen: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CNY', currencyDisplay: 'code' }).format(fen / 100);

test('buy an account: detail → confirmation → sandbox cashier → finish → delivery → reveal → confirm receipt → evaluate', async ({
  page,
  request,
  demoSessions,
  workerSellers,
}) => {
  test.setTimeout(120_000);
  const staffToken = (await demoSessions.of(HOST, 'operator')).token;
  const seller = await workerSellers.of(HOST);
  const listing = await consignListingByApi(request, HOST, seller.token, {
    title: `E2E buy ${Date.now().toString(36)}`,
    priceFen: 66_600,
  });
  await approveListingByApi(request, HOST, staffToken, listing.id);
  // Buying needs real-name verification (the tenant's default).
  const phone = uniquePhone();
  const buyer = await registerSessionByApi(request, HOST, phone, DEMO_PASSWORD);
  const buyerToken = buyer.token;
  await verifyRealNameByApi(request, HOST, buyerToken, phone);
  const confirm = await call<{ guarantees: { guarantee: string; total: number }[] }>(
    request,
    `/api/order/confirm?goodsId=${listing.id}`,
    { token: buyerToken },
  );
  expect(confirm.code, confirm.msg).toBe(200);
  const faceTotal = confirm.data.guarantees.find((option) => option.guarantee === 'face')?.total ?? 0;

  // Signed in on the storefront, on the listing.
  await signIn(page, HOST, buyer);
  await page.goto(tenantUrl(HOST, `/pages/detail/index?id=${listing.id}`));

  // Buy now → confirmation: the breakdown follows the guarantee; the agreement is required.
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(tenantUrl(HOST, `/pages/sureOrder?id=${listing.id}`));
  await expect(page.getByRole('link', { name: listing.title })).toBeVisible();
  await page.getByText('Face-verification guarantee', { exact: true }).click();
  await expect(page.getByLabel('Amount breakdown')).toContainText(shopMoney(faceTotal));
  await page.getByRole('button', { name: 'Submit and pay' }).click();
  await expect(page.getByText('Accept the purchase agreement to place the order.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept the purchase agreement' }).check();
  await page.getByRole('button', { name: 'Submit and pay' }).click();

  // The sandbox cashier (a server page) → Pay → back on the storefront's finish page.
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/cashier\//);
  await expect(page.getByText(money(faceTotal).replaceAll(',', '')).first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/pages\/finish\?orderId=\d+/);
  await expect(page.getByText('Payment received')).toBeVisible();
  await page.getByRole('button', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/pages\/order\/orderDetail\?id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('Paid: staff are checking and rebinding the account')).toBeVisible();
  await expect(
    page.getByText('The login and password appear here once staff have delivered the account.'),
  ).toBeVisible();

  // Staff rebind and deliver through the back office's API.
  const rebind = await call(request, `/api/staff/orders/${orderId}/rebind`, {
    token: staffToken,
    data: { step: 'phone', done: true, note: 'Bound to the buyer’s phone' },
  });
  expect(rebind.code, rebind.msg).toBe(200);
  const deliver = await call(request, `/api/staff/orders/${orderId}/deliver`, {
    token: staffToken,
    data: {
      credentials: { login: 'e2e_player_01', password: 'Fresh-Pass-2026', notes: 'Security answer: Mochi' },
      confirmIncompleteChecklist: true,
    },
  });
  expect(deliver.code, deliver.msg).toBe(200);

  // Reveal the credentials (only on request), then confirm receipt through its dialog.
  await page.reload();
  await expect(page.getByText('Delivered: check the account, then confirm receipt')).toBeVisible();
  await expect(page.getByText('Fresh-Pass-2026')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reveal credentials' }).click();
  await expect(page.getByText('Fresh-Pass-2026')).toBeVisible();
  await expect(page.getByText('e2e_player_01')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Password' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('Fresh-Pass-2026');

  await page.getByRole('button', { name: 'Confirm receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm that you received the account?' });
  await expect(dialog).toContainText('The seller will be paid, and this cannot be undone.');
  await dialog.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Completed' })).toBeVisible();

  // Evaluate: stars are required, then once.
  const form = page.getByRole('form', { name: 'Evaluate this order' });
  await form.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio').nth(4).click();
  await form.getByLabel('Comment').fill('Smooth hand-over, password changed at once.');
  await form.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(page.getByText('You have evaluated this order.')).toBeVisible();

  // My evaluations lists it; my orders shows the order completed.
  await page.goto(tenantUrl(HOST, '/pages/other/Myevaluation'));
  const evaluation = page.getByRole('article', { name: listing.title });
  await expect(evaluation).toContainText('Smooth hand-over, password changed at once.');
  await expect(evaluation).toContainText('5 stars out of 5');
  await page.goto(tenantUrl(HOST, '/pages/other/orderList?status=completed'));
  await expect(page.getByRole('article').filter({ hasText: listing.title })).toContainText('Completed');
});
