import path from 'node:path';
import type { Order, PayResult } from '@gs/shared/orders';
import autocannon from 'autocannon';
import { createDb } from '../apps/server/src/db/connection.ts';
import { Caches } from '../apps/server/src/lib/caches.ts';
import { createSecretBox, loadOrCreateDevKeyring } from '../apps/server/src/lib/secret-box.ts';
import { openSession } from '../apps/server/src/modules/identity/auth/sessions.service.ts';
import { createChinaIdVerifier } from '../apps/server/src/modules/identity/realname/id-verifier.ts';
import { verifyRealName } from '../apps/server/src/modules/identity/realname/realname.service.ts';
import { createUser } from '../apps/server/src/modules/identity/users/users.service.ts';
import { findTenantByCode } from '../apps/server/src/modules/tenants/tenants.repository.ts';
import { createSandboxProvider } from '../apps/server/src/modules/trade/payments/sandbox-provider.ts';
import { startTestServer } from '../scripts/test-server.ts';
import { budgetLine } from './budget.ts';
import { cpuMeter } from './cpu-meter.ts';
import { serverDatabaseUrl } from './server-database.ts';

/**
 * Checkout under load: the real server on a fresh embedded PostgreSQL. Workers run whole checkouts on distinct
 * listings — create the order, open the payment, deliver the gateway's signed notification over HTTP as a real
 * gateway would — and the figures are printed beside a primary-key read route measured in the same run. Then 50
 * buyers race for one listing, timed.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WORKERS = Number(process.env.BENCH_CHECKOUT_WORKERS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LISTINGS = Number(process.env.BENCH_CHECKOUT_LISTINGS ?? 6000);
const BUYERS = 50;

function idNumber(sequence: number): string {
  const body = `11010119900101${String(sequence).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// A machine shared with other work can take minutes to start the server (initdb, migrations, demo seed).
const server = await startTestServer({ LOG_LEVEL: 'error' }, { timeoutMs: 300_000, built: true });
const { db } = createDb(serverDatabaseUrl(server.dataDir), 4);
try {
  const base = `http://127.0.0.1:${server.port}`;
  // The server ran with no ENCRYPTION_KEYS, so its keyring is the dev key file in its data folder.
  const box = createSecretBox(loadOrCreateDevKeyring(path.join(server.dataDir, 'secrets', 'encryption-keys')));
  const gateway = createSandboxProvider(box);
  const tenant = await findTenantByCode(db, 'demo');
  if (!tenant) throw new Error('no demo tenant');
  const ctx = {
    db,
    tenantId: tenant.id,
    tenant,
    locale: 'en-US' as const,
    clock: { now: () => new Date() },
    caches: new Caches(),
  };

  const tokens: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const user = await createUser(db, tenant.id, {
      phone: `1370000${String(i).padStart(4, '0')}`,
      password: 'Bench1234',
    });
    const deps = { secretBox: box, verifier: createChinaIdVerifier() };
    await verifyRealName({ ...ctx, userId: user.id }, deps, { name: '张三', idNumber: idNumber(i) });
    tokens.push((await openSession(ctx, user, 1, { ip: null, userAgent: null })).token);
  }
  // Listings spread over the tenant's games, as real orders are: each (game, kind) has one on-sale counter row
  // that a status change locks until commit, so one game's checkouts queue on it (see the report).
  const models = await db
    .selectFrom('listings')
    .selectAll()
    .distinctOn('game_id')
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', 'on_sale')
    .orderBy('game_id')
    .execute();
  const ids: number[] = [];
  for (let start = 0; start < LISTINGS + 1; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, LISTINGS + 1 - start) }, (_, i) => {
      const model = models[(start + i) % models.length] as (typeof models)[number];
      return {
        ...model,
        id: undefined,
        number: `BENCH${String(start + i).padStart(8, '0')}`,
        attrs: JSON.stringify(model.attrs),
        gallery: JSON.stringify(model.gallery),
      };
    });
    ids.push(...(await db.insertInto('listings').values(rows).returning('id').execute()).map((row) => row.id));
  }
  const raceListing = ids.pop() as number;

  const call = async <T>(method: string, url: string, token: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        token,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as { data: T } };
  };
  const checkout = async (goodsId: number, token: string) => {
    const created = await call<Order>('POST', '/api/order/create', token, {
      goodsId,
      guarantee: 'retrieval',
      payMode: 'full',
      agree: true,
    });
    if (created.status !== 200) throw new Error(`create ${created.status}`);
    const paid = await call<PayResult>('POST', `/api/order/${created.body.data.id}/pay`, token);
    const opened = paid.body.data;
    // The cashier's address ends with the payment's number (a query may follow: the cashier's language).
    const outTradeNo = decodeURIComponent(new URL(opened.payUrl, 'http://cashier').pathname.split('/').pop() ?? '');
    const fields = gateway.buildNotification(
      tenant.id,
      { id: opened.paymentId, outTradeNo, amountFen: opened.amount },
      'paid',
      new Date(),
    );
    const notified = await fetch(`${base}/api/pay/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    if ((await notified.text()) !== 'success') throw new Error('notification not recorded');
    return created.body.data.id;
  };

  console.log(
    `Checkout benchmarks: ${WORKERS} concurrent checkouts over ${models.length} games, ${DURATION_S}s, Node ${process.version}`,
  );
  // Warm-up: a few checkouts (JIT, pools), not counted.
  for (let i = 0; i < 20; i++) await checkout(ids.shift() as number, tokens[i % BUYERS] as string);

  const meter = cpuMeter(server.dataDir);
  const baseline = await meter(async () => {
    const result = await autocannon({
      url: `${base}/api/app/version/lastOne?appType=1`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    return { result, requests: result.requests.total };
  });
  console.log(
    `primary-key read: GET /api/app/version/lastOne\n  ${baseline.result.requests.average.toFixed(0)} req/s  p50 ${baseline.result.latency.p50} ms  p99 ${baseline.result.latency.p99} ms\n  ${baseline.cpu}`,
  );

  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();
  // Per HTTP call (three per checkout).
  const { cpu } = await meter(async () => {
    await Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        while (performance.now() < deadline && ids.length > 0) {
          const goodsId = ids.shift() as number;
          const t0 = performance.now();
          try {
            await checkout(goodsId, tokens[worker % BUYERS] as string);
            latencies.push(performance.now() - t0);
          } catch {
            failures++;
          }
        }
      }),
    );
    return { requests: latencies.length * 3 };
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ordersPerSecond = latencies.length / seconds;
  console.log('checkout: create + pay + signed notification (3 HTTP calls, distinct listings)');
  console.log(
    `  ${latencies.length} orders in ${seconds.toFixed(1)} s: ${ordersPerSecond.toFixed(0)} orders/s (${(ordersPerSecond * 3).toFixed(0)} req/s)  p50 ${percentile(latencies, 0.5).toFixed(0)} ms  p99 ${percentile(latencies, 0.99).toFixed(0)} ms  failures ${failures}`,
  );
  console.log(`  ${cpu}`);
  console.log(budgetLine('checkout p99', Math.round(percentile(latencies, 0.99)), ' ms', { max: 500 }));
  const ratio = Math.round(((ordersPerSecond * 3) / baseline.result.requests.average) * 100);
  console.log(budgetLine('checkout requests/s vs primary-key read', ratio, '%', { min: 20 }));

  const raceStart = performance.now();
  const race = await Promise.all(
    tokens.map((token) =>
      call('POST', '/api/order/create', token, {
        goodsId: raceListing,
        guarantee: 'none',
        payMode: 'full',
        agree: true,
      }),
    ),
  );
  const raceMs = performance.now() - raceStart;
  const won = race.filter((r) => r.status === 200).length;
  const lost = race.filter((r) => r.status === 409).length;
  console.log(`\n50-buyer race for one listing: ${won} order, ${lost} × 409, in ${raceMs.toFixed(0)} ms`);
  console.log(budgetLine('race wall time', Math.round(raceMs), ' ms', { max: 1000 }));
  if (won !== 1 || lost !== BUYERS - 1) console.log('  RACE OUTCOME WRONG: expected exactly one order');
} finally {
  await db.destroy();
  await server.stop();
}
