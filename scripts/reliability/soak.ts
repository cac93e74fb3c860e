// The soak: mixed traffic at a fixed rate through the balancer for a while — browse, search, login, checkout,
// chat — with each minute's p99 and each instance's RSS printed; stable means the last minute is no worse than the
// first by more than the stated margins, and nothing failed.
import { execFileSync } from 'node:child_process';
import { checkout } from './checkouts.ts';
import type { Product } from './drills.ts';
import type { InvariantResult } from './invariants.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    return Math.round(
      Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024,
    );
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** `seconds` of traffic at about 20 requests a second; answers whether p99, RSS and errors stayed put. */
export async function soak(product: Product, seconds: number): Promise<InvariantResult[]> {
  const base = product.balancer.url;
  const token = product.fixture.tokens[8] as string;
  const headers = { token, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // The search a buyer sends: the shop's retail key and a game of the probe listing.
  const shop = await product.db
    .selectFrom('tenants')
    .innerJoin('listings', 'listings.tenant_id', 'tenants.id')
    .select(['tenants.retail_key', 'listings.game_id'])
    .where('tenants.id', '=', product.fixture.tenantId)
    .where('listings.id', '=', product.fixture.probe)
    .executeTakeFirstOrThrow();
  const search = { retailKey: shop.retail_key, gameId: shop.game_id, pageNum: 1, pageSize: 20, keyword: '王者' };
  const kinds: Array<() => Promise<number>> = [
    async () => (await fetch(`${base}/api/web/good/info?id=${product.fixture.probe}`)).status,
    async () =>
      (
        await fetch(`${base}/api/web/good/allList`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(search),
        })
      ).status,
    async () =>
      (
        await fetch(`${base}/api/web/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: '13710000000', password: 'Drill1234' }),
        })
      ).status,
    async () => (await fetch(`${base}/api/chat/conversations/general`, { headers })).status,
  ];
  const minutes: { p99: number; count: number; errors: number; rss: number[] }[] = [];
  const started = Date.now();
  let errors = 0;
  const failedBy = new Map<string, number>();
  let minute: number[] = [];
  let minuteErrors = 0;
  let tick = 0;
  const inFlight = new Set<Promise<void>>();
  while (Date.now() - started < seconds * 1000) {
    tick++;
    const kind = tick % 10 === 0 ? 'checkout' : tick % 5 === 0 ? 2 : tick % 3 === 0 ? 3 : tick % 2;
    const t0 = performance.now();
    const request = (async () => {
      let ok = true;
      try {
        if (kind === 'checkout') {
          const listing = product.fixture.listings.pop();
          if (listing !== undefined) {
            const tokenOf = product.fixture.tokens[tick % 8] as string;
            ok = (await checkout(base, product.fixture.tenantId, tokenOf, listing)).confirmed;
          }
        } else {
          const status = await (kinds[kind] as () => Promise<number>)();
          // A busy buyer's second live order or a login's rate limit is an answer, not an error.
          ok = status === 200 || status === 409 || status === 429;
        }
      } catch {
        ok = false;
      }
      if (!ok) {
        errors++;
        minuteErrors++;
        const name = kind === 'checkout' ? 'checkout' : (['detail', 'search', 'login', 'chat'][kind] ?? 'other');
        failedBy.set(name, (failedBy.get(name) ?? 0) + 1);
      }
      minute.push(performance.now() - t0);
    })();
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
    if (Date.now() - started >= (minutes.length + 1) * 60_000) {
      const sorted = minute.sort((a, b) => a - b);
      const rss = product.instances.map((instance) => rssMb(instance.child.pid));
      minutes.push({ p99: Math.round(percentile(sorted, 0.99)), count: sorted.length, errors: minuteErrors, rss });
      console.log(
        `  minute ${minutes.length}: ${sorted.length} requests, p99 ${minutes.at(-1)?.p99} ms, ${minuteErrors} errors, RSS ${rss.join(' / ')} MB`,
      );
      minute = [];
      minuteErrors = 0;
    }
    await sleep(50);
  }
  await Promise.all(inFlight);
  const first = minutes[1] ?? minutes[0];
  const last = minutes.at(-1);
  if (!first || !last) return [{ name: 'soak', ok: false, detail: 'too short to measure' }];
  const rssGrowth = Math.max(...last.rss.map((rss, i) => rss / Math.max(1, first.rss[i] ?? rss)));
  return [
    {
      name: 'no errors',
      ok: errors === 0,
      detail: `${errors} failed requests${errors > 0 ? ` (${JSON.stringify(Object.fromEntries(failedBy))})` : ''}`,
    },
    {
      name: 'p99 stable (last minute ≤ 2× the second)',
      ok: last.p99 <= Math.max(2 * first.p99, 50),
      detail: `p99 ${first.p99} → ${last.p99} ms`,
    },
    {
      name: 'RSS stable (last minute ≤ 1.25× the second)',
      ok: rssGrowth <= 1.25,
      detail: `RSS ${first.rss.join(' / ')} → ${last.rss.join(' / ')} MB`,
    },
  ];
}
