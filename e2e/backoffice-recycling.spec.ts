import { apiCall } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { type Attribute, requiredAttrs } from './listings';
import { shoot } from './shots';

/*
 * The operator's side of quick recycle, in the back office on lumen (English): a seller submits an account through
 * the API, the operator opens it from the queue, starts the verification, ticks the checklist, pays after the
 * confirmation naming the amount, and the seller's wallet holds the quote.
 */

const host = 'lumen.localhost';
const admin = (pathname: string) => tenantUrl(host, `/admin${pathname}`);

test.use({ signedIn: { sessions: [{ host, as: 'operator', app: 'backoffice', language: 'en-US' }] } });

test('the operator verifies a quick recycle with the checklist and pays the seller from /admin', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(120_000);
  const games = await apiCall<{ gameId: number; name: string }[]>(request, host, '/api/account/krecycle/games');
  const game = games.data[0];
  if (!game) throw new Error('lumen has no game open for quick recycle');
  const template = await apiCall<{ attributes: Attribute[] }>(request, host, `/api/web/gameTemp?gameId=${game.gameId}`);
  const attrs = requiredAttrs(template.data.attributes, { recycleForm: true, numberOffset: 7 });
  const quote = await apiCall<{ quoteFen: number }>(request, host, '/api/account/krecycle/quote', {
    data: { gameId: game.gameId, attrs },
  });
  expect(quote.code, quote.msg).toBe(200);

  const seller = (await demoSessions.of(host, 'seller')).token;
  const walletBefore = await apiCall<{ availableFen: number }>(request, host, '/api/wallet', { token: seller });
  const submitted = await apiCall<{ id: number; number: string }>(request, host, '/api/account/krecycle', {
    token: seller,
    data: {
      gameId: game.gameId,
      attrs,
      credentials: { login: `bo_recycle_${Date.now()}`, password: 'Recycle-Pass-77', notes: '' },
      contact: 'QQ 20002000',
      acceptedQuoteFen: quote.data.quoteFen,
    },
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const { number } = submitted.data;
  const amount = `¥${(quote.data.quoteFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin('/recycling?status=submitted'));
  await expect(page.getByRole('heading', { name: 'Quick-recycle requests' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: `Handle request ${number}` }).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('QQ 20002000')).toBeVisible();
  await shoot(page, 'recycling-queue-drawer-1280');

  await drawer.getByRole('button', { name: /Start verification/ }).click();
  const steps = drawer.getByRole('checkbox');
  await expect(steps.first()).toBeEnabled();
  const pay = drawer.getByRole('button', { name: new RegExp(`Pay the seller ${amount.replace(/[.$]/g, '\\$&')}`) });
  await expect(pay).toBeDisabled();
  const count = await steps.count();
  for (let index = 0; index < count; index++) {
    // Controlled by the server's answer: the box turns checked once the step is saved.
    await steps.nth(index).click();
    await expect(steps.nth(index)).toBeChecked();
  }
  await expect(pay).toBeEnabled();
  await pay.click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Pay ${amount} to the seller?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText("The seller was paid; the account is now the shop's.")).toBeVisible();
  await expect(drawer.getByText('Paid and taken over')).toBeVisible();

  const walletAfter = await apiCall<{ availableFen: number }>(request, host, '/api/wallet', { token: seller });
  expect(walletAfter.data.availableFen - walletBefore.data.availableFen).toBeGreaterThanOrEqual(quote.data.quoteFen);

  await page.setViewportSize({ width: 1920, height: 1000 });
  await shoot(page, 'recycling-queue-drawer-1920');
  for (const [route, name] of [
    ['/recycling', 'recycling-queue'],
    ['/recycling/rules', 'valuation-rules'],
    ['/withdrawals', 'withdrawals'],
    ['/realname', 'realname-reviews'],
  ] as const) {
    await page.goto(admin(route));
    await expect(page.locator('h1')).toBeVisible({ timeout: 30_000 });
    await shoot(page, `${name}-1920`);
  }
});
