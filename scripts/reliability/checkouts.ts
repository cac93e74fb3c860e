// Checkouts as buyers and a payment gateway make them, through the balancer: create the order, open the payment,
// and the gateway's signed notification, retried as real gateways retry (until the shop answers "success").
import type { Order, PayResult } from '@gs/shared/orders';
import type { Db } from '../../apps/server/src/db/database.ts';
import { Caches } from '../../apps/server/src/lib/caches.ts';
import { createSecretBox, parseKeyring } from '../../apps/server/src/lib/secret-box.ts';
import { openSession } from '../../apps/server/src/modules/identity/auth/sessions.service.ts';
import { createChinaIdVerifier } from '../../apps/server/src/modules/identity/realname/id-verifier.ts';
import { verifyRealName } from '../../apps/server/src/modules/identity/realname/realname.service.ts';
import { createUser } from '../../apps/server/src/modules/identity/users/users.service.ts';
import { findTenantByCode } from '../../apps/server/src/modules/tenants/tenants.repository.ts';
import { createSandboxProvider } from '../../apps/server/src/modules/trade/payments/sandbox-provider.ts';
import { DRILL_KEYS } from './cluster.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function idNumber(sequence: number): string {
  const body = `11010119900101${String(sequence).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

export interface CheckoutFixture {
  tenantId: number;
  /** Session tokens of verified buyers (one checkout at a time each: a buyer has one live order at most). */
  tokens: string[];
  /** On-sale listings nobody has ordered, one per checkout (taken from the front as checkouts run). */
  listings: number[];
  /** An on-sale listing nobody orders: what reads during a fault look at. */
  probe: number;
}

/** Buyers with real names and sessions, and fresh on-sale listings copied from the demo shop's, in the database. */
export async function prepareCheckouts(db: Db, buyers: number, listings: number): Promise<CheckoutFixture> {
  const tenant = await findTenantByCode(db, 'demo');
  if (!tenant) throw new Error('no demo shop: the first instance seeds it');
  const ctx = {
    db,
    tenantId: tenant.id,
    tenant,
    locale: 'en-US' as const,
    clock: { now: () => new Date() },
    caches: new Caches(),
  };
  const box = createSecretBox(parseKeyring(DRILL_KEYS));
  const tokens: string[] = [];
  for (let i = 0; i < buyers; i++) {
    const user = await createUser(db, tenant.id, {
      phone: `1371000${String(i).padStart(4, '0')}`,
      password: 'Drill1234',
    });
    await verifyRealName(
      { ...ctx, userId: user.id },
      { secretBox: box, verifier: createChinaIdVerifier() },
      {
        name: '张三',
        idNumber: idNumber(i),
      },
    );
    tokens.push((await openSession(ctx, user, 1, { ip: null, userAgent: null })).token);
  }
  const models = await db
    .selectFrom('listings')
    .selectAll()
    .distinctOn('game_id')
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', 'on_sale')
    .orderBy('game_id')
    .execute();
  const rows = Array.from({ length: listings + 1 }, (_, i) => {
    const model = models[i % models.length] as (typeof models)[number];
    return {
      ...model,
      id: undefined,
      number: `DRILL${String(i).padStart(8, '0')}`,
      attrs: JSON.stringify(model.attrs),
      gallery: JSON.stringify(model.gallery),
    };
  });
  const ids = (await db.insertInto('listings').values(rows).returning('id').execute()).map((row) => row.id);
  const probe = ids.shift() as number;
  return { tenantId: tenant.id, tokens, listings: ids, probe };
}

/** What the buyer and the gateway saw of one checkout. */
export interface CheckoutOutcome {
  listingId: number;
  orderId: number | null;
  paymentId: number | null;
  /** The shop answered the gateway's notification "success": the payment must be on record. */
  confirmed: boolean;
  /** Calls that failed (no answer, 502/503/504) and were retried or given up. */
  failures: number;
}

interface Answer<T> {
  status: number;
  data: T | null;
}

async function call<T>(base: string, method: string, url: string, token: string, body?: unknown): Promise<Answer<T>> {
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        token,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const parsed = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { data: T }) : null;
    return { status: response.status, data: parsed?.data ?? null };
  } catch {
    return { status: 0, data: null };
  }
}

const retriable = (status: number) => status === 0 || status >= 500;

/**
 * One checkout through `base`. The order is created once (a create whose answer was lost is not repeated: a buyer
 * would look at their orders first); opening the payment is retried; the gateway's notification is retried with
 * backoff until the shop answers "success" or `notifyTries` run out — as Alipay retries for a day.
 */
export async function checkout(
  base: string,
  tenantId: number,
  token: string,
  listingId: number,
  notifyTries = 40,
): Promise<CheckoutOutcome> {
  const outcome: CheckoutOutcome = { listingId, orderId: null, paymentId: null, confirmed: false, failures: 0 };
  const created = await call<Order>(base, 'POST', '/api/order/create', token, {
    goodsId: listingId,
    guarantee: 'none',
    payMode: 'full',
    agree: true,
  });
  if (created.status !== 200 || !created.data) {
    if (retriable(created.status)) outcome.failures++;
    return outcome;
  }
  outcome.orderId = created.data.id;
  let opened: PayResult | null = null;
  for (let attempt = 0; attempt < 10 && !opened; attempt++) {
    const paid = await call<PayResult>(base, 'POST', `/api/order/${created.data.id}/pay`, token);
    if (paid.status === 200 && paid.data) opened = paid.data;
    else if (retriable(paid.status)) {
      outcome.failures++;
      await sleep(200 * (attempt + 1));
    } else return outcome;
  }
  if (!opened) return outcome;
  outcome.paymentId = opened.paymentId;
  const gateway = createSandboxProvider(createSecretBox(parseKeyring(DRILL_KEYS)));
  // The cashier's address ends with the payment's number (a query may follow: the cashier's language).
  const outTradeNo = decodeURIComponent(new URL(opened.payUrl, 'http://cashier').pathname.split('/').pop() ?? '');
  const fields = gateway.buildNotification(
    tenantId,
    { id: opened.paymentId, outTradeNo, amountFen: opened.amount },
    'paid',
    new Date(),
  );
  for (let attempt = 0; attempt < notifyTries; attempt++) {
    try {
      const notified = await fetch(`${base}/api/pay/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      if ((await notified.text()) === 'success') {
        outcome.confirmed = true;
        return outcome;
      }
    } catch {
      // no answer: the gateway tries again later
    }
    outcome.failures++;
    await sleep(Math.min(2000, 100 * 2 ** Math.min(attempt, 5)));
  }
  return outcome;
}

/** Runs `count` checkouts, `parallel` at a time, each buyer one at a time; `during` runs beside them (the fault). */
export async function runCheckouts(
  base: string,
  fixture: CheckoutFixture,
  count: number,
  parallel: number,
  during: () => Promise<void> = async () => undefined,
): Promise<CheckoutOutcome[]> {
  const queue = fixture.listings.splice(0, count);
  const outcomes: CheckoutOutcome[] = [];
  const workers = Array.from({ length: parallel }, async (_, worker) => {
    const token = fixture.tokens[worker % fixture.tokens.length] as string;
    for (let listing = queue.shift(); listing !== undefined; listing = queue.shift()) {
      outcomes.push(await checkout(base, fixture.tenantId, token, listing));
    }
  });
  await Promise.all([...workers, during()]);
  return outcomes;
}
