// The reliability drills: each starts the product as several instances behind nginx on one PostgreSQL, causes one
// fault while traffic runs, and answers its invariants (printed by the caller).
import { createDb } from '../../apps/server/src/db/connection.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { createSecretBox, parseKeyring } from '../../apps/server/src/lib/secret-box.ts';
import { createSandboxProvider } from '../../apps/server/src/modules/trade/payments/sandbox-provider.ts';
import { type CheckoutFixture, checkout, prepareCheckouts, runCheckouts } from './checkouts.ts';
import {
  type Balancer,
  DRILL_KEYS,
  type DrillDatabase,
  drillFolder,
  type Instance,
  killInstance,
  startBalancer,
  startDrillDatabase,
  startInstance,
  statusOf,
  waitFor,
} from './cluster.ts';
import { checkInvariants, type InvariantResult } from './invariants.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Buyers checking out at once. */
const PARALLEL = 8;

/** Unpaid orders made due just before the instance is killed: the schedulers must expire every one. */
const DUE_ORDERS = 8;

export interface Product {
  database: DrillDatabase;
  db: Db;
  instances: Instance[];
  balancer: Balancer;
  fixture: CheckoutFixture;
  stop(): Promise<void>;
}

/** Two instances (the first migrates and seeds the demo shop) behind nginx, with buyers and listings ready. */
export async function startProduct(listings: number): Promise<Product> {
  const folder = drillFolder();
  const database = await startDrillDatabase(folder.dir);
  const first = await startInstance('a', database.url, { SEED_DEMO: 'true' });
  const second = await startInstance('b', database.url);
  const instances = [first, second];
  const balancer = await startBalancer([first.port, second.port]);
  const { db } = createDb(database.url, 4);
  // Buyers 0–7 check out, 8 soaks, 9 serves the storm, 10–13 leave orders unpaid for the schedulers (two each at most).
  const fixture = await prepareCheckouts(db, 14, listings + DUE_ORDERS);
  return {
    database,
    db,
    instances,
    balancer,
    fixture,
    async stop() {
      await balancer.stop();
      await Promise.all(instances.map((instance) => killInstance(instance, 'SIGTERM')));
      await db.destroy();
      await database.stop();
      folder.cleanup();
    },
  };
}

/** Counts checkouts done so far and resolves once `count` are (the moment to strike). */
async function afterCheckouts(product: Product, count: number): Promise<void> {
  await waitFor(async () => {
    const row = await product.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    return Number(row.count) >= count;
  }, 120_000);
}

/**
 * kill -9 of one instance during checkouts through the balancer; the instance is started again (as a process
 * manager would) and the gateway's retries finish what was cut.
 */
export async function killInstanceDrill(product: Product, checkouts: number): Promise<InvariantResult[]> {
  const victim = product.instances[0] as Instance;
  let due: number[] = [];
  const outcomes = await runCheckouts(product.balancer.url, product.fixture, checkouts, PARALLEL, async () => {
    await afterCheckouts(product, Math.floor(checkouts / 3));
    // Orders falling due now: each instance's scheduler sweeps every 10 s, so the victim may be expiring some
    // of them when it dies (its transaction is rolled back and its row locks freed).
    due = await makeDueOrders(product);
    await killInstance(victim);
    await sleep(2000);
    product.instances[0] = await victim.restart();
  });
  const results = await checkInvariants(product.db, outcomes);
  results.unshift(await schedulersFinished(product, due));
  const failures = outcomes.reduce((sum, outcome) => sum + outcome.failures, 0);
  const done = outcomes.filter((outcome) => outcome.confirmed).length;
  // The checkouts whose order was being created on the killed instance fail visibly (at most one per buyer).
  results.unshift({
    name: 'checkouts went on through the other instance',
    ok: done >= checkouts - PARALLEL,
    detail: `${done} of ${checkouts} paid; ${failures} calls got no answer (cut by the kill) and were retried or shown`,
  });
  return results;
}

/** Unpaid orders of buyers 10–13 (two each), their payment time moved into the past: due at once. */
async function makeDueOrders(product: Product): Promise<number[]> {
  const orders: number[] = [];
  for (let i = 0; i < DUE_ORDERS; i++) {
    const token = product.fixture.tokens[10 + Math.floor(i / 2)] as string;
    const listing = product.fixture.listings.pop() as number;
    const response = await fetch(`${product.balancer.url}/api/order/create`, {
      method: 'POST',
      headers: { token, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ goodsId: listing, guarantee: 'none', payMode: 'full', agree: true }),
    });
    const body = (await response.json()) as { data?: { id?: number } };
    if (response.status !== 200 || typeof body.data?.id !== 'number') {
      throw new Error(`an unpaid order could not be made: ${response.status} ${JSON.stringify(body)}`);
    }
    orders.push(body.data.id);
  }
  await product.db
    .updateTable('orders')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', 'in', orders)
    .execute();
  return orders;
}

/** Every order that fell due around the kill is closed and its listing back on sale, within a few sweeps. */
async function schedulersFinished(product: Product, due: number[]): Promise<InvariantResult> {
  const open = async () =>
    product.db
      .selectFrom('orders')
      .innerJoin('listings', (join) =>
        join.onRef('listings.tenant_id', '=', 'orders.tenant_id').onRef('listings.id', '=', 'orders.listing_id'),
      )
      .select(['orders.id', 'orders.status', 'listings.status as listingStatus'])
      .where('orders.id', 'in', due.length > 0 ? due : [0])
      .where((eb) => eb.or([eb('orders.status', '!=', 'cancelled'), eb('listings.status', '!=', 'on_sale')]))
      .execute();
  const started = Date.now();
  const finished = due.length > 0 && (await waitFor(async () => (await open()).length === 0, 60_000));
  const left = await open();
  return {
    name: 'the schedulers finish what the dead instance began',
    ok: finished,
    detail: finished
      ? `${due.length} unpaid orders fell due at the kill: all closed and their listings on sale again ${((Date.now() - started) / 1000).toFixed(0)} s after the drill`
      : `${left.length} of ${due.length} due orders still open: ${JSON.stringify(left)}`,
  };
}

/**
 * kill -9 of PostgreSQL during checkouts, started again after a few seconds: meanwhile the instances answer
 * readiness 503 and the API 503 envelopes (not hangs); afterwards they recover by themselves.
 */
export async function killDatabaseDrill(product: Product, checkouts: number): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  let outage: InvariantResult = { name: 'during the outage: readiness 503, API 503, no hang', ok: false, detail: '' };
  let recovered: InvariantResult = { name: 'the instances recover by themselves', ok: false, detail: '' };
  const outcomes = await runCheckouts(product.balancer.url, product.fixture, checkouts, PARALLEL, async () => {
    await afterCheckouts(product, 0);
    await sleep(1500);
    await product.database.kill();
    const started = Date.now();
    const ready = await Promise.all(
      product.instances.map((instance) => statusOf(`http://127.0.0.1:${instance.port}/api/ready`, 5000)),
    );
    const api = await statusOf(`${product.balancer.url}/api/web/good/info?id=${product.fixture.probe}`, 5000);
    const seconds = (Date.now() - started) / 1000;
    outage = {
      ...outage,
      ok: ready.every((status) => status === 503) && api === 503,
      detail: `readiness ${ready.join(', ')}; a listing search ${api}; answered within ${seconds.toFixed(1)} s`,
    };
    await sleep(3000);
    await product.database.restart();
    const back = Date.now();
    const ok = await waitFor(async () => {
      const statuses = await Promise.all(
        product.instances.map((instance) => statusOf(`http://127.0.0.1:${instance.port}/api/ready`)),
      );
      return statuses.every((status) => status === 200);
    }, 60_000);
    recovered = { ...recovered, ok, detail: `ready again ${((Date.now() - back) / 1000).toFixed(1)} s after restart` };
  });
  results.push(outage, recovered, ...(await checkInvariants(product.db, outcomes)));
  return results;
}

/**
 * SIGTERM to one instance under 50 open connections through the balancer: every request answers (no 5xx, no
 * reset), the instance exits cleanly, and it is started again.
 */
export async function sigtermDrill(product: Product): Promise<InvariantResult[]> {
  const victim = product.instances[1] as Instance;
  let stop = false;
  const statuses = new Map<number, number>();
  const client = async () => {
    while (!stop) {
      const status = await statusOf(`${product.balancer.url}/api/web/good/info?id=${product.fixture.probe}`, 15_000);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const clients = Array.from({ length: 50 }, client);
  await sleep(1500);
  victim.child.kill('SIGTERM');
  const code = await victim.exited;
  await sleep(1000);
  stop = true;
  await Promise.all(clients);
  product.instances[1] = await victim.restart();
  const bad = [...statuses].filter(([status]) => status === 0 || status >= 500);
  return [
    {
      name: 'SIGTERM under 50 connections: in-flight requests complete, no 5xx',
      ok: bad.length === 0 && (statuses.get(200) ?? 0) > 0,
      detail: `answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
    },
    { name: 'the stopped instance exits cleanly', ok: code === 0, detail: `exit code ${code}` },
  ];
}

/** The same gateway notification 40 times at once, spread over both instances: recorded once. */
export async function notificationStormDrill(product: Product): Promise<InvariantResult[]> {
  const token = product.fixture.tokens[9] as string;
  const listing = product.fixture.listings.pop() as number;
  // An order with its payment opened, the notification not yet sent (checkout with no notification tries).
  const opened = await checkout(product.balancer.url, product.fixture.tenantId, token, listing, 0);
  if (opened.paymentId === null) throw new Error('storm: no payment opened');
  const payment = await product.db
    .selectFrom('payments')
    .select(['out_trade_no', 'amount_fen'])
    .where('id', '=', opened.paymentId)
    .executeTakeFirstOrThrow();
  const gateway = createSandboxProvider(createSecretBox(parseKeyring(DRILL_KEYS)));
  const fields = gateway.buildNotification(
    product.fixture.tenantId,
    { id: opened.paymentId, outTradeNo: payment.out_trade_no, amountFen: payment.amount_fen },
    'paid',
    new Date(),
  );
  const answers = await Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      const instance = product.instances[i % 2] as Instance;
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/pay/notify/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return response.text();
    }),
  );
  const postings = await product.db
    .selectFrom('ledger_postings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('idempotency_key', '=', `payment:${opened.paymentId}`)
    .executeTakeFirstOrThrow();
  const successes = answers.filter((answer) => answer === 'success').length;
  return [
    {
      name: 'a notification storm over both instances is recorded once',
      ok: Number(postings.count) === 1 && successes === answers.length,
      detail: `${successes} of ${answers.length} answered success; ${postings.count} ledger posting`,
    },
    ...(await checkInvariants(product.db, [{ ...opened, confirmed: true }])),
  ];
}
