import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, apiLogin } from './accounts';
import { apiTarget, expect, tenantUrl, test } from './fixtures';
import { PASSWORD, photo } from './selling-helpers';

/*
 * The bidding pool in the English demo shop's back office: a seller puts an account up for bidding through the API,
 * two recyclers quote (one with a note); the owner finds the quotes sealed while quoting is open; once the request
 * closes (the seller cancels it) the owner sees every quote with its recycler, amount, note and state in the drawer.
 * The request is this spec's own (a fresh one each run), so no other spec's data is read or changed.
 */

const host = 'nova.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);
const NOTE = 'E2E: paid within the hour, skins checked';

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

interface Attribute {
  id: number;
  kind: string;
  required: boolean;
  onRecycleForm: boolean;
  min: number | null;
  choices: { id: number }[];
}
interface RegionOption {
  id: number;
  hasChildren: boolean;
}

/** Values for the required recycle-form attributes of a template (first choices, a small number). */
function recycleAttrs(attributes: Attribute[]) {
  const attrs: Record<string, unknown> = {};
  for (const attribute of attributes.filter((a) => a.onRecycleForm && a.required)) {
    const first = attribute.choices[0]?.id;
    if (attribute.kind === 'number') attrs[attribute.id] = (attribute.min ?? 0) + 5;
    else if (attribute.kind === 'single' && first) attrs[attribute.id] = first;
    else if (attribute.kind === 'multiple' && first) attrs[attribute.id] = [first];
    else if (attribute.kind === 'level' && first) attrs[attribute.id] = [[first, 0]];
    else if (attribute.kind === 'text') attrs[attribute.id] = 'e2e';
    else if (attribute.kind === 'date') attrs[attribute.id] = '2020-01-01';
  }
  return attrs;
}

/** The last node of the first complete region path (operator → region → server), as the selling pickers walk it. */
async function firstRegionNode(request: APIRequestContext, token: string, gameId: number, type: string) {
  const get = (url: string) => apiCall<RegionOption[]>(request, host, url, { token });
  let operatorId = '';
  if (type === 'mobile') {
    const operators = await get(`/api/need/operator/list?gameId=${gameId}`);
    if (operators.data.length === 0) return undefined;
    operatorId = String(operators.data[0]?.id);
  }
  const areas = await get(`/api/need/area/list?gameId=${gameId}&operatorId=${operatorId}`);
  const area = areas.data[0];
  if (!area) return undefined;
  if (!area.hasChildren) return area.id;
  const servers = await get(`/api/need/server/list?areaId=${area.id}`);
  return servers.data[0]?.id;
}

async function upload(request: APIRequestContext, token: string) {
  const target = apiTarget(host, '/api/common/upload');
  const response = await request.fetch(target.url, {
    method: 'POST',
    headers: { ...target.headers, token },
    multipart: { file: await photo('bid-shot.png', 280) },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { url: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data.url;
}

/** Opens the back office at `pathname` signed in as the demo owner, in English. */
async function openAsOwner(page: Page, pathname: string) {
  const token = await apiLogin(page.request, host, '13800000002', PASSWORD);
  await page.addInitScript((storedToken) => {
    localStorage.setItem('backoffice.token', storedToken);
    localStorage.setItem('backoffice.language', 'en-US');
  }, token);
  await page.goto(admin(pathname));
}

test('an owner finds quotes sealed while bidding is open, then sees every quote with its note once it closes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await apiLogin(request, host, 'seller', PASSWORD);
  const games = await apiCall<{ id: number; type: string }[]>(request, host, '/api/web/game/Type');
  const game = games.data[0];
  if (!game) throw new Error(`no game at ${host}`);
  const template = await apiCall<{ attributes: Attribute[] }>(request, host, `/api/web/gameTemp?gameId=${game.id}`);
  const regionNodeId = await firstRegionNode(request, seller, game.id, game.type);
  const submitted = await apiCall<{ id: number; number: string }>(request, host, '/api/account/backlist', {
    token: seller,
    data: {
      gameId: game.id,
      ...(regionNodeId ? { regionNodeId } : {}),
      attrs: recycleAttrs(template.data.attributes),
      screenshots: [await upload(request, seller)],
      credentials: { login: 'bid_pool_e2e', password: 'Bid-Pool-Pass-1' },
      contact: 'QQ 99887766',
      expectedPriceFen: 50_000,
      deadlineHours: 24,
    },
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const { id, number } = submitted.data;

  const recycler = await apiLogin(request, host, 'recycler', PASSWORD);
  const recycler2 = await apiLogin(request, host, 'recycler2', PASSWORD);
  for (const [token, data] of [
    [recycler, { amountFen: 46_000, note: NOTE }],
    [recycler2, { amountFen: 41_000 }],
  ] as const) {
    const quoted = await apiCall(request, host, `/api/recycler/pool/${id}/quote`, { token, data });
    expect(quoted.code, quoted.msg).toBe(200);
  }

  // While quoting is open the quotes are sealed for the owner too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsOwner(page, `/recycling/pool?id=${id}`);
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
