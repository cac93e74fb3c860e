import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../src/modules/identity/auth/sessions.service.ts';
import { findUserByPhone } from '../src/modules/identity/users/users.repository.ts';
import {
  changedTables,
  type DocumentedRoute,
  documentedRoutes,
  type JsonSchema,
  sampleOf,
  snapshotTenant,
  tenantScopedTables,
} from './cross-tenant-fixtures.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helpers.ts';
import { tenantIdOf } from './identity-helpers.ts';
import { contextOf, movableClock } from './trade-fixtures.ts';

/*
 * The cross-tenant matrix (issue #24, "Security"), generated from the OpenAPI document: every route that takes an
 * id in its path is called on shop A's host by A's own signed-in user of the role the route needs, with shop B's
 * ids of the matching kind. No call may answer B's data, and B's rows are byte for byte what they were before. Then
 * B's own tokens go to A's host, with A's ids: refused as not signed in (or forbidden on staff routes).
 */

const SHOP_A = { code: 'demo', host: 'demo.localhost' };
const SHOP_B = { code: 'nova', host: 'nova.localhost' };
const PHONES = { buyer: '13800000001', owner: '13800000002', operator: '13800000003', recycler: '13800000004' };
/** The demo seller: the customer of consignments and recycle requests. */
const SELLER_PHONE = '13800000005';
type Role = keyof typeof PHONES;

/** Where a path parameter's value comes from: a column of a shop's table, or a fixed value that is no id. */
type Source = { table: string; column: string } | { fixed: string } | { tenant: true };

/** The table of an `{id}` by the path segment before it (the route's noun). */
const ID_BY_NOUN: Record<string, string> = {
  entries: 'decorations',
  systemNotice: 'notices',
  notices: 'notices',
  attributes: 'game_attributes',
  choices: 'game_attribute_choices',
  hero: 'heroes',
  skins: 'skins',
  games: 'games',
  regions: 'regions',
  labels: 'label_types',
  dictionaries: 'dict_data',
  recommend: 'listings',
  reviews: 'real_name_reviews',
  private: 'private_uploads',
  consignment: 'listings',
  upGoods: 'listings',
  listings: 'listings',
  backlist: 'recycle_bid_requests',
  pool: 'recycle_bid_requests',
  requests: 'recycle_bid_requests',
  krecycle: 'recycle_requests',
  recycle: 'recycle_requests',
  order: 'orders',
  orders: 'orders',
  withdrawals: 'withdrawals',
  claims: 'claims',
  audit: 'staff_audit_log',
  conversations: 'chat_conversations',
  messages: 'chat_messages',
  'quick-replies': 'chat_quick_replies',
  'staff-contacts': 'staff_contacts',
  users: 'users',
  'merchant-applications': 'merchant_applications',
  partners: 'partners',
  streamers: 'streamers',
  problem: 'feedback_threads',
  feedback: 'feedback_threads',
  blacklist: 'blacklist_entries',
};

/** Named parameters: ids of a known kind, or values that name no row (an enum member, a shop's host). */
const BY_NAME: Record<string, Source> = {
  gameId: { table: 'games', column: 'id' },
  orderId: { table: 'orders', column: 'id' },
  userId: { table: 'users', column: 'id' },
  outTradeNo: { table: 'payments', column: 'out_trade_no' },
  imageId: { table: 'private_uploads', column: 'id' },
  side: { fixed: 'front' },
  area: { fixed: '1' },
  slot: { fixed: 'licence' },
};

/**
 * Routes whose path parameters carry no shop's id, so the matrix has nothing to swap: a dictionary's type name, a
 * payment provider's name (the gateway's own protocol), a decoration area's number.
 */
const NO_ID_ROUTES = new Set([
  'GET /api/system/dict/data/type/{type}',
  'POST /api/pay/notify/{provider}',
  'PUT /api/staff/decoration/areas/{area}/order',
]);

/** Body values the generic sample cannot guess (patterns), so the call gets past validation to the lookup by id. */
const BODY_FIXES: Record<string, Record<string, unknown>> = {
  'PUT /api/staff/catalogue/games/{id}': { initial: 'A' },
  'PUT /api/staff/catalogue/labels/{id}': { color: '#336699' },
  'PUT /api/need/consignment/{id}': { realNameShotUrl: 'private:00000000-0000-4000-8000-000000000000' },
  'POST /api/order/{id}/claims': { contactPhone: '13900000000' },
  'PUT /api/staff/staff-contacts/{id}': { value: '123456' },
  'PUT /api/staff/partners/{id}': { logoUrl: '', color: '#336699' },
  'PUT /api/staff/streamers/{id}': { roomUrl: 'https://live.example.com/1', avatar: '' },
};

function sourceOf(url: string, param: string): Source {
  const named = BY_NAME[param];
  if (named) return named;
  if (url.startsWith('/api/platform/tenants/')) return param === 'host' ? { fixed: SHOP_B.host } : { tenant: true };
  const segments = url.split('/');
  const noun = segments[segments.indexOf(`{${param}}`) - 1] ?? '';
  // A noun the table above does not know yet still gets one of B's ids ("any id of the other shop").
  return { table: ID_BY_NOUN[noun] ?? 'listings', column: 'id' };
}

/** The role a route's guard asks for (x-roles), the shop's buyer for any signed-in user. */
function roleFor(route: DocumentedRoute): Role {
  const roles = route.operation['x-roles'];
  if (!roles) return 'buyer';
  if (roles.includes('owner')) return 'owner';
  if (roles.includes('operator')) return 'operator';
  if (roles.includes('recycler')) return 'recycler';
  // The platform's routes: a shop's owner is not the platform's admin, the strongest caller a shop has.
  return 'owner';
}

/**
 * The GET routes that answer no 200 even to the shop's own caller with the shop's own ids, and why. For the others,
 * the refusal B's ids get is the tenant's doing alone.
 */
const NOT_ANSWERED_TO_OWN_IDS: Record<string, string> = {
  'GET /api/goods/info/upGoods/{id}': 're-listing form of a consignment taken off sale; the picked one is on sale',
  'GET /api/staff/listings/{id}/proof': 'the seeded consignments carry no real-name screenshot',
  'GET /api/recycler/requests/{id}/quotes': 'quotes are sealed until the bidding closes',
  'GET /api/order/{id}/credentials': 'released once delivered; the picked order is in trade, not delivered yet',
  'GET /api/claims/{id}/images/{imageId}': 'an image id belongs to one claim; the matrix sends any upload',
  'GET /api/staff/claims/{id}/images/{imageId}': 'an image id belongs to one claim; the matrix sends any upload',
  'GET /api/staff/feedback/{id}/images/{imageId}': 'an image id belongs to one thread; the matrix sends any upload',
  'GET /api/chat/messages/{id}/image': 'the seeded chats hold no image message',
  'GET /api/staff/chat/messages/{id}/image': 'the seeded chats hold no image message',
  'GET /api/staff/merchant-applications/{id}/documents/{slot}': 'the seeded application has no licence image',
  'GET /api/platform/tenants/{id}': 'the platform’s admins only, on the platform’s hosts',
};

let database: TestDatabase;
let app: FastifyInstance;
const tenants = { a: 0, b: 0 };

/**
 * The column naming the customer a row belongs to. A customer route's probe takes a row of a demo customer and is
 * sent by the user with the same phone at the calling shop: with the shop's own row that is its owner (a real
 * answer), with the other shop's row his namesake (same phone, same username), whom only the tenant tells apart.
 */
const OWNER_COLUMN: Record<string, string> = {
  orders: 'buyer_user_id',
  claims: 'buyer_user_id',
  chat_conversations: 'user_id',
  chat_messages: 'sender_user_id',
  feedback_threads: 'user_id',
  private_uploads: 'owner_user_id',
  listings: 'seller_user_id',
  recycle_requests: 'user_id',
  recycle_bid_requests: 'user_id',
};

/**
 * Which rows of a kind to take first: ones the routes still act on (a pending review, an order in trade, a
 * consignment, an image message). A decided review answers 404 to everyone, so probing with one would prove nothing.
 */
const PREFER: Record<string, string> = {
  real_name_reviews: "t.status = 'pending'",
  listings: "t.kind = 'consignment'",
  orders: "t.status = 'in_trade'",
  chat_messages: "t.kind = 'image'",
  merchant_applications: 't.licence_image IS NOT NULL',
  recycle_requests: "t.status = 'submitted'",
  recycle_bid_requests: "t.status = 'quoting'",
};

interface ShopValue {
  value: string | null;
  ownerPhone?: string;
}

const valueCache = new Map<string, Promise<ShopValue>>();

/** One of the shop's values for a source (the lowest, so runs repeat); for a customer's row, also his phone. */
function shopValue(source: Source, tenantId: number, customer: boolean): Promise<ShopValue> {
  if ('fixed' in source) return Promise.resolve({ value: source.fixed });
  if ('tenant' in source) return Promise.resolve({ value: String(tenantId) });
  const owner = customer ? OWNER_COLUMN[source.table] : undefined;
  const key = `${source.table}.${source.column}.${owner}@${tenantId}`;
  const cached = valueCache.get(key);
  if (cached) return cached;
  // Constants of this file, not input.
  const prefer = PREFER[source.table];
  const preferred = sql.raw(prefer ? `(${prefer}) DESC,` : '');
  const pick = async (): Promise<ShopValue> => {
    if (owner) {
      const owned = await sql<{ value: string; phone: string }>`
        SELECT t.${sql.ref(source.column)}::text AS value, u.phone FROM ${sql.table(source.table)} t
        JOIN users u ON u.tenant_id = t.tenant_id AND u.id = t.${sql.ref(owner)}
        WHERE t.tenant_id = ${tenantId} AND u.phone IN (${sql.join(Object.values(PHONES).concat(SELLER_PHONE))})
        ORDER BY ${preferred} t.${sql.ref(source.column)} LIMIT 1`.execute(database.db);
      const row = owned.rows[0];
      if (row) return { value: row.value, ownerPhone: row.phone };
    }
    const result = await sql<{ value: string }>`
      SELECT t.${sql.ref(source.column)}::text AS value FROM ${sql.table(source.table)} t
      WHERE t.tenant_id = ${tenantId} ORDER BY ${preferred} t.${sql.ref(source.column)} LIMIT 1`.execute(database.db);
    return { value: result.rows[0]?.value ?? null };
  };
  const picked = pick();
  valueCache.set(key, picked);
  return picked;
}

interface Probe {
  route: DocumentedRoute;
  url: string;
  body?: unknown;
  /** For a customer route on a customer's row: that customer's phone (the caller is the user with it). */
  ownerPhone?: string;
}

/** The route with every path parameter filled from one shop's rows (`missing` names the kinds the shop lacks). */
async function probeOf(route: DocumentedRoute, tenantId: number, schemas: Record<string, JsonSchema>) {
  const params = (route.operation.parameters ?? []).filter((param) => param.in === 'path');
  const customer = route.operation['x-roles'] === undefined;
  let url = route.url;
  let ownerPhone: string | undefined;
  const missing: string[] = [];
  for (const param of params) {
    const source = sourceOf(route.url, param.name);
    const picked = await shopValue(source, tenantId, customer);
    if (picked.value === null) missing.push('table' in source ? source.table : param.name);
    ownerPhone ??= picked.ownerPhone;
    url = url.replace(`{${param.name}}`, encodeURIComponent(picked.value ?? ''));
  }
  const query = (route.operation.parameters ?? [])
    .filter((param) => param.in === 'query' && param.required)
    .map((param) => `${param.name}=${encodeURIComponent(String(sampleOf(param.schema ?? {}, schemas)))}`);
  if (query.length > 0) url = `${url}?${query.join('&')}`;
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  const fix = BODY_FIXES[route.name];
  const body = bodySchema ? { ...(sampleOf(bodySchema, schemas) as object), ...fix } : undefined;
  const probe: Probe = { route, url, ...(body ? { body } : {}), ...(ownerPhone ? { ownerPhone } : {}) };
  return { probe, missing };
}

const tokenCache = new Map<string, Promise<string>>();

/** A session of the shop's user with this phone (opened once). */
function tokenOf(tenantId: number, phone: string): Promise<string> {
  const key = `${tenantId}:${phone}`;
  let token = tokenCache.get(key);
  if (!token) {
    token = (async () => {
      const ctx = await contextOf(database.db, tenantId, movableClock());
      const user = await findUserByPhone(database.db, tenantId, phone);
      if (!user) throw new Error(`no user ${phone} at tenant ${tenantId}`);
      return (await openSession(ctx, user, 7, { ip: null, userAgent: null })).token;
    })();
    tokenCache.set(key, token);
  }
  return token;
}

/** The caller of a probe at a shop: the row's customer's namesake for a customer's row, else the route's role. */
function callerOf(probe: Probe, tenantId: number): Promise<string> {
  return tokenOf(tenantId, probe.ownerPhone ?? PHONES[roleFor(probe.route)]);
}

function call(probe: Probe, token: string, host: string) {
  const request: InjectOptions = {
    method: probe.route.method,
    url: probe.url,
    headers: { host, 'accept-language': 'en-US', token, authorization: `Bearer ${token}` },
    ...(probe.body === undefined ? {} : { payload: probe.body as Record<string, unknown> }),
  };
  return app.inject(request);
}

/** Runs the calls a few at a time: one app, quick, and gentle with the shared machine. */
async function inBatches<T, R>(items: T[], run: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { BROWSE_RATE_LIMIT_PER_MINUTE: '100000' });
  tenants.a = await tenantIdOf(database.db, SHOP_A.code);
  tenants.b = await tenantIdOf(database.db, SHOP_B.code);
  // The seed gives no shop a quick reply, nor an audit row: each shop's owner writes one (the audit row comes with it).
  for (const [shop, tenantId] of [
    [SHOP_A, tenants.a],
    [SHOP_B, tenants.b],
  ] as const) {
    const token = await tokenOf(tenantId, PHONES.owner);
    const created = await app.inject({
      method: 'POST',
      url: '/api/staff/chat/quick-replies',
      headers: { host: shop.host, token },
      payload: { title: 'Hello', text: 'How can we help?' },
    });
    expect(created.statusCode, created.body).toBe(200);
  }
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('the cross-tenant matrix, generated from the OpenAPI document', () => {
  let all: DocumentedRoute[];
  let routes: DocumentedRoute[];
  let schemas: Record<string, JsonSchema>;
  let tables: string[];
  beforeAll(async () => {
    ({ routes: all, schemas } = documentedRoutes(app));
    routes = all.filter(
      (route) => route.url.startsWith('/api/') && route.url.includes('{') && !NO_ID_ROUTES.has(route.name),
    );
    tables = await tenantScopedTables(database.db);
  });

  /** Both shops' rows, table by table. */
  const snapshotBoth = async () => ({
    a: await snapshotTenant(database.db, tables, tenants.a),
    b: await snapshotTenant(database.db, tables, tenants.b),
  });

  /**
   * Sends each probe to A's host as the caller `callerTenant` has for it. The sessions are opened first, so the
   * snapshots around the calls see only what the calls did.
   */
  async function send(probes: Probe[], callerTenant: number) {
    const callers = await Promise.all(probes.map((probe) => callerOf(probe, callerTenant)));
    const before = await snapshotBoth();
    const answers = await inBatches(
      probes.map((probe, i) => ({ probe, token: callers[i] ?? '' })),
      async ({ probe, token }) => {
        const response = await call(probe, token, SHOP_A.host);
        return { name: probe.route.name, role: roleFor(probe.route), status: response.statusCode, body: response.body };
      },
    );
    const after = await snapshotBoth();
    return { answers, changedAtA: changedTables(before.a, after.a), changedAtB: changedTables(before.b, after.b) };
  }

  it('answers none of shop B’s data to shop A’s callers and leaves both shops’ rows untouched', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const probes = await Promise.all(routes.map((route) => probeOf(route, tenants.b, schemas)));
    // Every kind of id the routes take exists at B, or the matrix would send placeholders and prove nothing.
    const missing = probes.filter((probe) => probe.missing.length > 0);
    expect(missing.map(({ probe, missing }) => `${probe.route.name}: no ${missing.join(', ')} at B`)).toEqual([]);

    const { answers, changedAtA, changedAtB } = await send(
      probes.map(({ probe }) => probe),
      tenants.a,
    );
    const show = ({ name, status, body }: (typeof answers)[number]) => `${name} → ${status} ${body.slice(0, 200)}`;
    expect({
      // Any success with B's id is B's data or B's row changed (or an A row now pointing at B's).
      succeeded: answers.filter(({ status }) => status >= 200 && status < 300).map(show),
      // A call stopped by input validation never reached its lookup by id: give its body a fix in BODY_FIXES.
      stoppedByValidation: answers
        .filter(({ status, body }) => status === 400 && body.includes('VALIDATION_FAILED'))
        .map(show),
      failed: answers.filter(({ status }) => status >= 500).map(show),
      changedAtB,
      changedAtA,
    }).toEqual({ succeeded: [], stoppedByValidation: [], failed: [], changedAtB: [], changedAtA: [] });
  }, 60_000);

  it('probes live rows: with A’s own ids, A’s callers are answered by A’s GET routes', async () => {
    const gets = routes.filter((route) => route.method === 'GET');
    const probes = await Promise.all(gets.map((route) => probeOf(route, tenants.a, schemas)));
    const { answers } = await send(
      probes.map(({ probe }) => probe),
      tenants.a,
    );
    const unanswered = answers.filter(({ status, name }) => status !== 200 && !(name in NOT_ANSWERED_TO_OWN_IDS));
    expect(unanswered.map(({ name, status, body }) => `${name} → ${status} ${body.slice(0, 200)}`)).toEqual([]);
  });

  it('refuses B’s tokens on A’s host, even with A’s own ids: 401, or 403 on staff routes', async () => {
    const secured = all.filter((route) => route.url.startsWith('/api/') && route.operation.security?.length);
    expect(secured.length).toBeGreaterThan(150);
    const probes = await Promise.all(secured.map((route) => probeOf(route, tenants.a, schemas)));
    const { answers, changedAtA, changedAtB } = await send(
      probes.map(({ probe }) => probe),
      tenants.b,
    );
    const accepted = answers.filter(({ status, role }) => status !== 401 && !(role !== 'buyer' && status === 403));
    expect({
      accepted: accepted.map(({ name, role, status }) => `${name} as B's ${role} → ${status}`),
      changedAtA,
      changedAtB,
    }).toEqual({ accepted: [], changedAtA: [], changedAtB: [] });
  });
});
