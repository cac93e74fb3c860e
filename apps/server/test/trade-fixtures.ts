import { randomBytes } from 'node:crypto';
import type { ListingKind } from '@gs/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { Caches } from '../src/lib/caches.ts';
import type { RequestContext } from '../src/lib/context.ts';
import { createSecretBox, parseKeyring } from '../src/lib/secret-box.ts';
import { openSession } from '../src/modules/identity/auth/sessions.service.ts';
import { createChinaIdVerifier } from '../src/modules/identity/realname/id-verifier.ts';
import { verifyRealName } from '../src/modules/identity/realname/realname.service.ts';
import { createUser } from '../src/modules/identity/users/users.service.ts';
import { findTenantById } from '../src/modules/tenants/tenants.repository.ts';
import { checkLedgerBalance } from '../src/modules/trade/ledger/ledger.service.ts';
import type { TradeDeps } from '../src/modules/trade/trade-deps.ts';
import { storeCredentials } from '../src/modules/trade/vault/vault.service.ts';
import { payThroughSandbox } from '../src/seed/demo/demo-trade.ts';
import { envelope, TEST_KEYS } from './helpers.ts';
import { authHeaders } from './identity-helpers.ts';

/** The secret box the test app uses (the same fixed key). */
export const testSecretBox = createSecretBox(parseKeyring(TEST_KEYS));

/**
 * A clock tests move by hand; the app and the services read it. It starts a minute after the real time (whole
 * seconds), so the seeded demo data, written at the real time, is always in its past.
 */
export function movableClock(start = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000)) {
  let now = start;
  return {
    now: () => now,
    set: (at: Date) => {
      now = at;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/** A valid 18-digit ID number (checksum computed) for someone born in 1990. */
export function validIdNumber(sequence: number): string {
  const body = `11010119900101${String(sequence % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

/** The service context of a tenant (as the tenant plugin builds it) on a given clock. */
export async function contextOf(
  db: Kysely<Database>,
  tenantId: number,
  clock: { now: () => Date },
): Promise<RequestContext> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  return { db, tenantId, tenant, locale: 'en-US', clock, caches: new Caches() };
}

export interface TestBuyer {
  userId: number;
  token: string;
}

/** A user registered and real-name verified through the services, with a session token. */
export async function verifiedBuyer(ctx: RequestContext, phone: string, options: { verify?: boolean } = {}) {
  const user = await createUser(ctx.db, ctx.tenantId, { phone, password: 'Secret123' });
  if (options.verify ?? true) {
    await verifyRealName(
      { ...ctx, userId: user.id },
      { secretBox: testSecretBox, verifier: createChinaIdVerifier() },
      {
        name: '张三',
        idNumber: validIdNumber(Number(phone.slice(-3))),
      },
    );
  }
  const session = await openSession(ctx, user, 7, { ip: null, userAgent: null });
  return { userId: user.id, token: session.token } satisfies TestBuyer;
}

export interface TestListingOptions {
  price?: number;
  kind?: ListingKind;
  sellerUserId?: number | null;
  instant?: boolean;
  credentials?: boolean;
  /** Default: the tenant's first game. */
  gameId?: number;
}

/** A listing on sale in the tenant's first game, with credentials in the vault unless told otherwise. */
export async function insertTestListing(
  db: Kysely<Database>,
  tenantId: number,
  options: TestListingOptions = {},
): Promise<number> {
  const game = options.gameId
    ? { id: options.gameId }
    : await db
        .selectFrom('games')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
  const sellerUserId = options.sellerUserId ?? null;
  const { id } = await db
    .insertInto('listings')
    .values({
      tenant_id: tenantId,
      number: `T${randomBytes(6).toString('hex').toUpperCase()}`,
      game_id: game.id,
      seller_user_id: sellerUserId,
      kind: options.kind ?? (sellerUserId === null ? 'self_operated' : 'consignment'),
      status: 'on_sale',
      title: 'Test account',
      price_fen: options.price ?? 100_000,
      listed_at: new Date('2026-11-01T00:00:00Z'),
      instant_delivery: options.instant ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (options.credentials ?? true) {
    await storeCredentials(
      db,
      testSecretBox,
      tenantId,
      id,
      { login: `qq${id}00123`, password: `Pw-${id}-Secret!`, notes: 'bound email: none' },
      new Date(),
      null,
    );
  }
  return id;
}

export async function listingStatus(db: Kysely<Database>, tenantId: number, listingId: number) {
  const row = await db
    .selectFrom('listings')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** Every order in the database balances in the ledger (run after each scenario). */
export async function expectEveryOrderBalanced(db: Kysely<Database>): Promise<number> {
  const orders = await db.selectFrom('orders').select(['tenant_id', 'id']).execute();
  for (const order of orders) {
    const check = await checkLedgerBalance(db, order.tenant_id, order.id);
    expect(check.problems, `order ${order.id}`).toEqual([]);
  }
  return orders.length;
}

/**
 * Pays through the sandbox exactly as a browser does: POST pay, open the cashier URL, press a button (which makes
 * the sandbox gateway notify the server), follow the redirect target. Answers the redirect location.
 */
export async function payThroughCashier(
  app: FastifyInstance,
  token: string,
  orderId: number,
  action: 'pay' | 'fail' = 'pay',
  host = 'localhost',
): Promise<string> {
  const pay = await app.inject({ method: 'POST', url: `/api/order/${orderId}/pay`, headers: authHeaders(token, host) });
  expect(pay.statusCode, pay.body).toBe(200);
  const { payUrl } = envelope<{ payUrl: string }>(pay).data;
  const page = await app.inject({ method: 'GET', url: payUrl, headers: { host } });
  expect(page.statusCode, page.body).toBe(200);
  const pressed = await app.inject({
    method: 'POST',
    url: payUrl,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
  expect(pressed.statusCode, pressed.body).toBe(303);
  return String(pressed.headers.location);
}

/** Pays the part now due of a buyer's order through the sandbox's signed notification, as the gateway would. */
export async function payThroughGateway(ctx: RequestContext, deps: TradeDeps, buyerUserId: number, orderId: number) {
  const { amountFen, outcome } = await payThroughSandbox({ ...ctx, userId: buyerUserId }, deps, orderId);
  expect(outcome).toBe('paid');
  return amountFen;
}
