import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall, apiLogin } from './accounts';
import { apiTarget, expect, tenantUrl, test } from './fixtures';
import { PASSWORD, photo } from './selling-helpers';

/*
 * Listing review in the back office on nova (English): the demo seller consigns an account through the API, the
 * operator finds it in the review queue at /admin/listings/review, previews it, approves it from the keyboard, finds
 * it on sale under all listings with the filters in the URL, and the storefront's detail page shows it to everyone.
 */

const host = 'nova.localhost';
const admin = (pathname: string) => tenantUrl(host, `/admin${pathname}`);

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

interface Attribute {
  id: number;
  kind: string;
  required: boolean;
  min: number | null;
  choices: { id: number }[];
}
interface RegionOption {
  id: number;
  hasChildren: boolean;
}

/** Values for every required attribute of the template (first choices, a small number). */
function requiredAttrs(attributes: Attribute[]) {
  const attrs: Record<string, unknown> = {};
  for (const attribute of attributes.filter((a) => a.required)) {
    const first = attribute.choices[0]?.id;
    if (attribute.kind === 'number') attrs[attribute.id] = (attribute.min ?? 0) + 3;
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

/**
 * An image uploaded by the user (consignment photos must be the seller's own uploads); `purpose` uploads it to the
 * private store instead (the real-name screenshot) and answers its `private:` reference.
 */
async function upload(request: APIRequestContext, token: string, name: string, hue: number, purpose?: string) {
  const target = apiTarget(host, purpose ? `/api/upload/private?purpose=${purpose}` : '/api/common/upload');
  const response = await request.fetch(target.url, {
    method: 'POST',
    headers: { ...target.headers, token },
    multipart: { file: await photo(name, hue) },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { url?: string; ref?: string } };
  expect(body.code, body.msg).toBe(200);
  return (purpose ? body.data.ref : body.data.url) ?? '';
}

test('the operator reviews and approves a consigned account in /admin and it goes on sale in the storefront', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await apiLogin(request, host, 'seller', PASSWORD);
  const games = await apiCall<{ id: number; name: string; type: string }[]>(request, host, '/api/web/game/Type');
  const game = games.data[0];
  if (!game) throw new Error(`no game at ${host}`);
  const template = await apiCall<{ attributes: Attribute[] }>(request, host, `/api/web/gameTemp?gameId=${game.id}`);
  const regionNodeId = await firstRegionNode(request, seller, game.id, game.type);
  const title = `E2E review ${Date.now().toString(36)}`;
  const submitted = await apiCall<{ id: number; number: string; status: string }>(
    request,
    host,
    '/api/need/consignment',
    {
      token: seller,
      data: {
        gameId: game.id,
        ...(regionNodeId ? { regionNodeId } : {}),
        attrs: requiredAttrs(template.data.attributes),
        title,
        description: 'Consigned by the back-office listings journey.',
        priceFen: 88_800,
        coverUrl: await upload(request, seller, 'cover.png', 40),
        screenshots: [await upload(request, seller, 'shot.png', 200)],
        realNameShotUrl: await upload(request, seller, 'realname.png', 120, 'selling-proof'),
        guaranteeDocs: true,
        contact: 'QQ 55667788',
        credentials: { login: `e2e_${Date.now()}`, password: 'Review-Pass-77', notes: '' },
      },
    },
  );
  expect(submitted.code, submitted.msg).toBe(200);
  const listing = submitted.data;
  expect(listing.status).toBe('pending_review');

  // Not public while it waits for review.
  const hidden = await apiCall<{ state: string }>(request, host, `/api/web/good/info?id=${listing.id}`);
  expect(hidden.code === 200 && hidden.data.state === 'on_sale').toBe(false);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin('/listings/review'));
  await page.getByLabel('Phone or username').fill('13800000003');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(admin('/listings/review'));
  await expect(page.getByRole('heading', { name: 'Listing review' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office menu' })).toContainText('Listing review');

  // The queue is longest waiting first: ours is the newest, so it may sit on a later page of a busy shop.
  const queuePage = Math.max(1, Math.ceil(((await pendingCount(request)) || 1) / 100));
  await page.goto(admin(`/listings/review?pageSize=100&pageNum=${queuePage}`));
  await page.getByRole('button', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`id=${listing.id}`));
  const drawer = page.getByRole('dialog').filter({ hasText: listing.number });
  await expect(drawer.getByRole('heading', { name: title })).toBeVisible();
  await expect(drawer).toContainText('Consigned by the back-office listings journey.');
  await expect(drawer).toContainText('QQ ****88');
  await expect(drawer.getByRole('img', { name: 'Cover' })).toBeVisible();
  // The real-name screenshot is private: read through the audited staff route, shown from an object URL.
  await expect(drawer.getByRole('img', { name: 'Real-name screenshot' })).toHaveAttribute('src', /^blob:/);
  await shoot(page, 'backoffice-listing-review-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'backoffice-listing-review-1920');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Approve from the keyboard, as a reviewer working through the queue does.
  await drawer.getByRole('heading', { name: title }).click();
  await page.keyboard.press('a');
  await expect(page.getByText(`${listing.number} approved: it is on sale now`)).toBeVisible();

  // The queue moved on to the next listing; close it. Under all listings, filtered by its number (kept in the
  // URL), ours is on sale.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'All listings' }).click();
  await expect(page).toHaveURL(admin('/listings'));
  const filters = page.getByRole('search', { name: 'Listing filters' });
  await filters.getByRole('textbox', { name: 'Listing no.' }).fill(listing.number);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(admin(`/listings?number=${listing.number}`));
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: listing.number });
  await expect(row).toContainText('On sale');
  await expect(row).toContainText('¥888.00');
  await shoot(page, 'backoffice-listings-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'backoffice-listings-1920');
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: title }).click();
  await expect(page.getByRole('tab', { name: 'Edit' })).toBeVisible();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Edit the listing' })).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'backoffice-listing-edit-1920');

  // The storefront shows it to everyone.
  const storefront = await page.context().newPage();
  await storefront.goto(tenantUrl(host, `/pages/detail/index?id=${listing.id}`));
  await expect(storefront.getByRole('heading', { name: title })).toBeVisible();
  await expect(storefront.getByText(listing.number).first()).toBeVisible();
  const shown = await apiCall<{ state: string }>(request, host, `/api/web/good/info?id=${listing.id}`);
  expect(shown.data.state).toBe('on_sale');

  async function pendingCount(api: APIRequestContext) {
    const staff = await apiLogin(api, host, 'operator', PASSWORD);
    const queue = await apiCall<{ total: number }>(api, host, '/api/staff/listings?status=pending_review&pageSize=1', {
      token: staff,
    });
    return queue.data.total;
  }
});
