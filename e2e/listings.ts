import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiCall, registerSessionByApi, type Session, uniquePhone, verifyRealNameByApi } from './accounts';
import { photo } from './selling-helpers';
import { apiTarget } from './urls';

/*
 * Preconditions made through the API, as the apps' own calls make them: a seller of the test's own (real-name level
 * two), a consigned listing approved and on sale, an order paid in the sandbox. The journeys that test these steps
 * click through them; the specs that only need their outcome start from here.
 */

export interface Attribute {
  id: number;
  kind: string;
  required: boolean;
  onRecycleForm?: boolean;
  min: number | null;
  choices: { id: number }[];
}
interface RegionOption {
  id: number;
  hasChildren: boolean;
}

/** Values for the required attributes of a template (first choices, a number `numberOffset` above the minimum). */
export function requiredAttrs(attributes: Attribute[], { recycleForm = false, numberOffset = 3 } = {}) {
  const attrs: Record<string, unknown> = {};
  for (const attribute of attributes.filter((a) => a.required && (!recycleForm || a.onRecycleForm))) {
    const first = attribute.choices[0]?.id;
    if (attribute.kind === 'number') attrs[attribute.id] = (attribute.min ?? 0) + numberOffset;
    else if (attribute.kind === 'single' && first) attrs[attribute.id] = first;
    else if (attribute.kind === 'multiple' && first) attrs[attribute.id] = [first];
    else if (attribute.kind === 'level' && first) attrs[attribute.id] = [[first, 0]];
    else if (attribute.kind === 'text') attrs[attribute.id] = 'e2e';
    else if (attribute.kind === 'date') attrs[attribute.id] = '2020-01-01';
  }
  return attrs;
}

/** The last node of the first complete region path (operator → region → server), as the selling pickers walk it. */
export async function firstRegionNode(
  request: APIRequestContext,
  host: string,
  token: string,
  game: { id: number; type: string },
) {
  const get = (url: string) => apiCall<RegionOption[]>(request, host, url, { token });
  let operatorId = '';
  if (game.type === 'mobile') {
    const operators = await get(`/api/need/operator/list?gameId=${game.id}`);
    if (operators.data.length === 0) return undefined;
    operatorId = String(operators.data[0]?.id);
  }
  const areas = await get(`/api/need/area/list?gameId=${game.id}&operatorId=${operatorId}`);
  const area = areas.data[0];
  if (!area) return undefined;
  if (!area.hasChildren) return area.id;
  const servers = await get(`/api/need/server/list?areaId=${area.id}`);
  return servers.data[0]?.id;
}

/**
 * An image uploaded by the user (consignment photos must be the seller's own uploads); `purpose` uploads it to the
 * private store instead (ID card photos, the real-name screenshot) and answers its `private:` reference.
 */
export async function uploadPhoto(
  request: APIRequestContext,
  host: string,
  token: string,
  name: string,
  hue: number,
  purpose?: string,
) {
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

/** A new user who may sell: registered, real-name level one, and level two approved by the shop's operator. */
export async function registerSellerByApi(
  request: APIRequestContext,
  host: string,
  operatorToken: string,
  password: string,
): Promise<Session & { phone: string }> {
  const phone = uniquePhone();
  const session = await registerSessionByApi(request, host, phone, password);
  const { token } = session;
  await verifyRealNameByApi(request, host, token, phone);
  const submitted = await apiCall(request, host, '/api/realname/auth/two', {
    token,
    data: {
      frontImage: await uploadPhoto(request, host, token, 'front.png', 30, 'realname'),
      backImage: await uploadPhoto(request, host, token, 'back.png', 200, 'realname'),
    },
  });
  expect(submitted.code, submitted.msg).toBe(200);
  const reviews = await apiCall<{ rows: { id: number; userId: number }[] }>(
    request,
    host,
    '/api/staff/realname/reviews?pageSize=100',
    { token: operatorToken },
  );
  const review = reviews.data.rows.find((row) => row.userId === session.userInfo.userId);
  if (!review) throw new Error(`the level-two review of ${phone} is not in ${host}'s queue`);
  const approved = await apiCall(request, host, `/api/staff/realname/reviews/${review.id}`, {
    token: operatorToken,
    data: { approve: true },
  });
  expect(approved.code, approved.msg).toBe(200);
  return { ...session, phone };
}

export interface ConsignedListing {
  id: number;
  number: string;
  title: string;
  status: string;
}

/** A listing consigned by `sellerToken` on the host's first game, waiting for review (approve it with `approveListing`). */
export async function consignListingByApi(
  request: APIRequestContext,
  host: string,
  sellerToken: string,
  listing: { title: string; priceFen: number; description?: string; contact?: string; password?: string },
): Promise<ConsignedListing> {
  const games = await apiCall<{ id: number; name: string; type: string }[]>(request, host, '/api/web/game/Type');
  const game = games.data[0];
  if (!game) throw new Error(`no game at ${host}`);
  const template = await apiCall<{ attributes: Attribute[] }>(request, host, `/api/web/gameTemp?gameId=${game.id}`);
  const regionNodeId = await firstRegionNode(request, host, sellerToken, game);
  const upload = (name: string, hue: number, purpose?: string) =>
    uploadPhoto(request, host, sellerToken, name, hue, purpose);
  const submitted = await apiCall<ConsignedListing>(request, host, '/api/need/consignment', {
    token: sellerToken,
    data: {
      gameId: game.id,
      ...(regionNodeId ? { regionNodeId } : {}),
      attrs: requiredAttrs(template.data.attributes),
      title: listing.title,
      description: listing.description ?? 'Consigned through the API by an end-to-end test.',
      priceFen: listing.priceFen,
      coverUrl: await upload('cover.png', 40),
      screenshots: [await upload('shot.png', 200)],
      realNameShotUrl: await upload('realname.png', 120, 'selling-proof'),
      guaranteeDocs: true,
      contact: listing.contact ?? 'QQ 55667788',
      credentials: {
        login: `e2e_${Date.now().toString(36)}`,
        password: listing.password ?? 'Consigned-Pass-77',
        notes: '',
      },
    },
  });
  expect(submitted.code, submitted.msg).toBe(200);
  return { ...submitted.data, title: listing.title };
}

/** Staff approve a listing waiting for review: it goes on sale. */
export async function approveListingByApi(request: APIRequestContext, host: string, staffToken: string, id: number) {
  const approved = await apiCall(request, host, `/api/staff/listings/${id}/approve`, { token: staffToken, data: {} });
  expect(approved.code, approved.msg).toBe(200);
}

/** The buyer orders a listing (full payment, retrieval guarantee) and pays at the sandbox cashier; answers the order. */
export async function buyAndPayByApi(
  request: APIRequestContext,
  host: string,
  buyerToken: string,
  goodsId: number,
): Promise<{ id: number; orderNo: string }> {
  const order = await apiCall<{ id: number; orderNo: string }>(request, host, '/api/order/create', {
    token: buyerToken,
    data: { goodsId, guarantee: 'retrieval', payMode: 'full', agree: true },
  });
  expect(order.code, order.msg).toBe(200);
  const pay = await apiCall<{ payUrl: string }>(request, host, `/api/order/${order.data.id}/pay`, {
    token: buyerToken,
    data: {},
  });
  expect(pay.code, pay.msg).toBe(200);
  const cashier = new URL(pay.data.payUrl, 'http://placeholder');
  const paid = await request.post(apiTarget(host, cashier.pathname).url, {
    headers: { host },
    form: { action: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.headers().location).toContain('result=success');
  return order.data;
}

/**
 * A new buyer (real-name verified, level one, as buying requires) buys the listing on sale and pays, staff deliver
 * from the vault and the buyer confirms receipt: the order is completed. Answers the order and the buyer.
 */
export async function sellToNewBuyer(
  request: APIRequestContext,
  host: string,
  staffToken: string,
  listingId: number,
  password: string,
): Promise<{ order: { id: number; orderNo: string }; buyer: Session; phone: string }> {
  const phone = uniquePhone();
  const buyer = await registerSessionByApi(request, host, phone, password);
  await verifyRealNameByApi(request, host, buyer.token, phone);
  const order = await buyAndPayByApi(request, host, buyer.token, listingId);
  const deliver = await apiCall(request, host, `/api/staff/orders/${order.id}/deliver`, {
    token: staffToken,
    data: { confirmIncompleteChecklist: true },
  });
  expect(deliver.code, deliver.msg).toBe(200);
  const confirmed = await apiCall(request, host, `/api/order/${order.id}/confirm`, { token: buyer.token, data: {} });
  expect(confirmed.code, confirmed.msg).toBe(200);
  return { order, buyer, phone };
}

export interface PayoutHoldDays {
  retrieval: number;
  face: number;
  none: number;
}

/** Sets the shop's payout hold (days per guarantee) through the owner's settings; answers the days it had. */
export async function setPayoutHold(request: APIRequestContext, host: string, owner: string, days: PayoutHoldDays) {
  const settings = await apiCall<{ orders: { payoutHoldDays: PayoutHoldDays } }>(request, host, '/api/staff/settings', {
    token: owner,
  });
  expect(settings.code, settings.msg).toBe(200);
  const orders = settings.data.orders;
  const saved = await apiCall(request, host, '/api/staff/settings/orders', {
    token: owner,
    method: 'PUT',
    data: { ...orders, payoutHoldDays: days },
  });
  expect(saved.code, saved.msg).toBe(200);
  return orders.payoutHoldDays;
}

/** The newest listing on sale of the demo shop's game 1 (王者荣耀), as the market's first page lists it. */
export async function firstListing(request: APIRequestContext, host: string) {
  const target = apiTarget(host, '/api/web/getTenant?type=1&state=1');
  const tenant = (await (await request.get(target.url, { headers: target.headers })).json()).data;
  const search = apiTarget(host, '/api/web/good/allList');
  const page = await request.post(search.url, {
    headers: search.headers,
    data: { retailKey: tenant.retailKey, gameId: 1, sort: 'time_desc', pageNum: 1, pageSize: 20 },
  });
  const rows = (await page.json()).data.rows as { id: number; title: string; price: number }[];
  const first = rows[0];
  if (!first) throw new Error('the demo shop has no listing of game 1 on sale');
  return first;
}
