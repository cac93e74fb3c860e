import { apiCall } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { type Attribute, firstRegionNode, requiredAttrs, uploadPhoto } from './listings';
import { shoot } from './shots';

/*
 * The bidding pool in the English demo shop's back office: a seller puts an account up for bidding through the API,
 * two recyclers quote (one with a note); the owner finds the quotes sealed while quoting is open; once the request
 * closes (the seller cancels it) the owner sees every quote with its recycler, amount, note and state in the drawer.
 * The request is this spec's own (a fresh one each run), so no other spec's data is read or changed.
 */

const host = 'nova.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);
const NOTE = 'E2E: paid within the hour, skins checked';

test.use({ signedIn: { sessions: [{ host, as: 'owner', app: 'backoffice', language: 'en-US' }] } });

test('an owner finds quotes sealed while bidding is open, then sees every quote with its note once it closes', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(120_000);
  const seller = (await demoSessions.of(host, 'seller')).token;
  const games = await apiCall<{ id: number; type: string }[]>(request, host, '/api/web/game/Type');
  const game = games.data[0];
  if (!game) throw new Error(`no game at ${host}`);
  const template = await apiCall<{ attributes: Attribute[] }>(request, host, `/api/web/gameTemp?gameId=${game.id}`);
  const regionNodeId = await firstRegionNode(request, host, seller, game);
  const submitted = await apiCall<{ id: number; number: string }>(request, host, '/api/account/backlist', {
    token: seller,
    data: {
      gameId: game.id,
      ...(regionNodeId ? { regionNodeId } : {}),
      attrs: requiredAttrs(template.data.attributes, { recycleForm: true, numberOffset: 5 }),
      screenshots: [await uploadPhoto(request, host, seller, 'bid-shot.png', 280)],
      credentials: { login: 'bid_pool_e2e', password: 'Bid-Pool-Pass-1' },
      contact: 'QQ 99887766',
      expectedPriceFen: 50_000,
      deadlineHours: 24,
    },
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const { id, number } = submitted.data;

  const recycler = (await demoSessions.of(host, 'recycler')).token;
  const recycler2 = (await demoSessions.of(host, 'recycler2')).token;
  for (const [token, data] of [
    [recycler, { amountFen: 46_000, note: NOTE }],
    [recycler2, { amountFen: 41_000 }],
  ] as const) {
    const quoted = await apiCall(request, host, `/api/recycler/pool/${id}/quote`, { token, data });
    expect(quoted.code, quoted.msg).toBe(200);
  }

  // While quoting is open the quotes are sealed for the owner too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin(`/recycling/pool?id=${id}`));
  const sealed = page.getByRole('dialog', { name: 'Quotes' });
  await expect(
    sealed.getByText('Quotes are sealed until the bidding closes; owners see every quote after the deadline.'),
  ).toBeVisible({ timeout: 30_000 });
  await sealed.getByRole('button', { name: 'Close' }).click();

  // The seller cancels: the request no longer takes quotes, so the owner sees them all.
  const cancelled = await apiCall(request, host, `/api/account/backlist/${id}/cancel`, { token: seller, data: {} });
  expect(cancelled.code, cancelled.msg).toBe(200);
  await page.getByRole('tab', { name: 'Closed: all quotes' }).click();
  await expect(page).toHaveURL(admin('/recycling/pool?view=closed'));
  await page.getByLabel('Status').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Cancelled' }).click();
  await expect(page).toHaveURL(admin('/recycling/pool?view=closed&status=cancelled'));
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('¥460.00');
  await shoot(page, 'bid-pool-closed-1280');
  await row.getByRole('button', { name: `All quotes on ${number}` }).click();
  await expect(page).toHaveURL(admin(`/recycling/pool?view=closed&status=cancelled&id=${id}`));
  const drawer = page.getByRole('dialog', { name: 'Quotes' });
  const first = drawer.getByRole('row', { name: /Demo recycler/ });
  await expect(first).toContainText('¥460.00');
  await expect(first).toContainText(NOTE);
  await expect(first).toContainText('Not chosen');
  await expect(drawer.getByRole('row', { name: /Second recycler/ })).toContainText('¥410.00');
  await expect(drawer).not.toContainText('QQ 99887766');
  await shoot(page, 'bid-pool-quotes-1280');
  await page.setViewportSize({ width: 1920, height: 1000 });
  await shoot(page, 'bid-pool-quotes-1920');
});
