import { expect, signIn, tenantUrl, test } from './fixtures';
import {
  approveListingByApi,
  consignListingByApi,
  registerSellerByApi,
  sellToNewBuyer,
  setPayoutHold,
} from './listings';
import { money, PASSWORD, photo, t } from './selling-helpers';
import { shoot } from './shots';

// The demo shop (Chinese): its buyers claim in Chinese on a phone; its operator works in English on a desktop.
const HOST = 'localhost';
const PRICE_FEN = 30_000;
// DOMAIN: 5 % commission with a ¥50 minimum: the seller's proceeds of ¥300 are ¥250, paid at once (no payout hold).
const PROCEEDS_FEN = PRICE_FEN - 5_000;
const COMPENSATION_FEN = 10_000;

/*
 * A claim from the buyer's tap to the money: a seller's account is sold and confirmed (API); the original owner takes
 * it back, so the buyer opens a retrieval claim with a screenshot on the order page (phone, Chinese); the operator
 * (second context, English) asks the seller in the thread, then compensates ¥100 to the buyer's wallet after a
 * confirmation naming the money; the buyer sees the decision and the money, the seller what they now owe.
 */
test('a retrieval claim after completion: the buyer claims on a phone, the operator asks the seller and compensates', async ({
  page,
  browser,
  request,
  demoSessions,
}) => {
  test.setTimeout(120_000);
  const operator = await demoSessions.of(HOST, 'operator');
  const owner = await demoSessions.of(HOST, 'owner');
  const seller = await registerSellerByApi(request, HOST, operator.token, PASSWORD);
  const listing = await consignListingByApi(request, HOST, seller.token, {
    title: `Claimed account ${Date.now().toString(36)}`,
    priceFen: PRICE_FEN,
  });
  await approveListingByApi(request, HOST, operator.token, listing.id);
  // The shop pays proceeds at once for this journey, so the compensation leaves the seller owing.
  const shopHold = await setPayoutHold(request, HOST, owner.token, { retrieval: 0, face: 0, none: 0 });
  const sale = await (async () => {
    try {
      return await sellToNewBuyer(request, HOST, operator.token, listing.id, PASSWORD);
    } finally {
      await setPayoutHold(request, HOST, owner.token, shopHold);
    }
  })();
  const zh = 'zh-CN' as const;

  // The buyer, on a phone in Chinese, opens a claim on the completed order.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, HOST, sale.buyer, 'storefront', zh);
  await page.goto(tenantUrl(HOST, `/pages/order/orderDetail?id=${sale.order.id}`));
  await page.getByRole('button', { name: t(zh, 'claims.order.open') }).click();
  const drawer = page.getByRole('dialog', { name: t(zh, 'claims.form.title') });
  // The choice must show in the field (the option list is a popup outside the drawer): a click lost to the list's
  // opening animation leaves the reason empty (seen in full runs on a loaded machine), so the choice is made again
  // until the field shows it.
  await expect(async () => {
    await drawer.getByRole('combobox', { name: t(zh, 'claims.form.reason') }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: t(zh, 'claims.reason.retrieved') })
      .click({ timeout: 5_000 });
    await expect(drawer).toContainText(t(zh, 'claims.reason.retrieved'), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await drawer
    .getByRole('textbox', { name: t(zh, 'claims.form.text') })
    .fill('昨晚账号被原号主通过申诉找回，我已无法登录。附上申诉成功的截图。');
  await drawer.locator('input[type=file]').setInputFiles(await photo('appeal.png', 10));
  await expect(drawer.getByRole('img', { name: t(zh, 'upload.images.item', { index: 1 }) })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(drawer.getByRole('textbox', { name: t(zh, 'claims.form.contactPhone') })).toHaveValue(sale.phone);
  await shoot(page, 'claims-open-zh-390', { fullPage: false });
  // The claim's POST is awaited and its answer checked, so a refusal fails here with the server's words, not as a
  // toast that never came.
  const opened = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/order\/\d+\/claims$/.test(new URL(response.url()).pathname),
    { timeout: 20_000 },
  );
  await drawer.getByRole('button', { name: t(zh, 'claims.form.submit') }).click();
  const answer = await opened;
  expect(answer.ok(), `open claim answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  await expect(page.getByText(t(zh, 'claims.form.sent'))).toBeVisible();
  await expect(page.getByText(t(zh, 'claims.state.submitted')).first()).toBeVisible();
  await shoot(page, 'claims-submitted-zh-390');

  // The operator, in English on a desktop, finds it in the queue and asks the seller.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(staffContext, HOST, operator, 'backoffice', 'en-US');
  const staff = await staffContext.newPage();
  await staff.goto(tenantUrl(HOST, '/admin/claims'));
  await staff.getByRole('button', { name: `Open the claim on order ${sale.order.orderNo}` }).click();
  const detail = staff.getByRole('dialog');
  await expect(detail.getByText('昨晚账号被原号主通过申诉找回').first()).toBeVisible();
  await detail.getByRole('textbox', { name: 'Message' }).fill('Did you appeal to recover this account after the sale?');
  await detail.getByRole('radio', { name: 'To the seller only' }).check();
  await detail.getByRole('button', { name: 'Send message' }).click();
  await expect(staff.getByText('Message sent')).toBeVisible();

  // Compensation from the guarantee reserve to the buyer's wallet, confirmed with its money effect.
  await detail.getByRole('button', { name: 'Compensate' }).click();
  const form = staff.getByRole('dialog', { name: 'Compensate' });
  await form.getByRole('textbox', { name: 'Amount (yuan)' }).fill('100');
  await form.getByRole('textbox', { name: /Reason/ }).fill('Retrieved by the original owner after the sale.');
  await form.getByRole('button', { name: 'Continue' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Compensate: are you sure?' });
  await expect(confirm).toContainText('¥100.00');
  await shoot(staff, 'claims-decide-en-1280', { fullPage: false });
  await confirm.getByRole('button', { name: 'Decide' }).click();
  await expect(staff.getByText('Claim decided', { exact: true })).toBeVisible();
  await staffContext.close();

  // The buyer sees the decision on the order, and the money in their wallet.
  const paid = money(COMPENSATION_FEN, zh);
  await page.reload();
  await expect(page.getByText(t(zh, 'claims.decision.compensateAmount', { amount: paid })).first()).toBeVisible();
  await shoot(page, 'claims-decided-zh-390');
  await page.goto(tenantUrl(HOST, '/pages/other/goodsList'));
  await expect(page.getByRole('region', { name: t(zh, 'wallet.title') })).toContainText(paid);

  // The seller, on a desktop in English, reads the decided claim against their sale, without the buyer's phone or
  // unshared images; their wallet keeps what was paid out and shows the compensation they now owe.
  const en = 'en-US' as const;
  const sellerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(sellerContext, HOST, seller, 'storefront', en);
  const sellerPage = await sellerContext.newPage();
  await sellerPage.goto(tenantUrl(HOST, '/pages/other/shouhou?role=seller'));
  await sellerPage.getByRole('link', { name: new RegExp(t(en, 'claims.reason.retrieved')) }).click();
  await expect(
    sellerPage.getByText(t(en, 'claims.decision.compensateAmount', { amount: money(COMPENSATION_FEN, en) })).first(),
  ).toBeVisible();
  await expect(sellerPage.getByText('Did you appeal to recover this account after the sale?')).toBeVisible();
  await expect(sellerPage.getByText(t(en, 'claims.thread.hidden_one', { count: 1 }))).toBeVisible();
  await expect(sellerPage.getByText(sale.phone)).toHaveCount(0);
  await shoot(sellerPage, 'claims-seller-en-1280');
  await sellerPage.goto(tenantUrl(HOST, '/pages/other/goodsList'));
  const wallet = sellerPage.getByRole('region', { name: t(en, 'wallet.title') });
  await expect(wallet).toContainText(money(PROCEEDS_FEN, en));
  await expect(wallet).toContainText(t(en, 'wallet.owed', { amount: money(COMPENSATION_FEN, en) }));
  await sellerContext.close();
});
