import type { ListingStatus } from '@gs/shared/listings';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { catalogueSpecFor, loadGeneratorGames, loadGeneratorTenant } from './demo/catalogue-loader.ts';
import {
  createRandom,
  type GeneratedListing,
  type GeneratorGame,
  type GeneratorTenant,
  generateListing,
} from './demo/listing-generator.ts';

export interface BulkSeedOptions {
  /** How many listings to add, spread evenly over the seeded tenants and their games. */
  listings: number;
  /** Rows per INSERT (default 5000). */
  batchSize?: number;
  /** Connections inserting in parallel (default 3). */
  connections?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface BulkSeedResult {
  inserted: number;
  insertMs: number;
  analyzeMs: number;
}

interface Target {
  tenantId: number;
  tenant: GeneratorTenant;
  games: GeneratorGame[];
}

// Mostly on sale, as in a live store; some sold and taken down.
function statusFor(roll: number): ListingStatus {
  if (roll < 0.94) return 'on_sale';
  if (roll < 0.98) return 'sold';
  return 'off_shelf';
}

const SPAN_MS = 180 * 24 * 3600_000;

const columns = [
  ['tenant_id', 'bigint'],
  ['number', 'text'],
  ['game_id', 'bigint'],
  ['seller_user_id', 'bigint'],
  ['kind', 'text'],
  ['status', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['cover_url', 'text'],
  ['gallery', 'jsonb'],
  ['price_fen', 'bigint'],
  ['cost_fen', 'bigint'],
  ['system_id', 'int4'],
  ['operator_id', 'int4'],
  ['region_id', 'int4'],
  ['server_id', 'int4'],
  ['attrs', 'jsonb'],
  ['search_ids', 'int4[]'],
  ['num_1', 'int4'],
  ['num_2', 'int4'],
  ['num_3', 'int4'],
  ['num_4', 'int4'],
  ['label_ids', 'int4[]'],
  ['internal_remark', 'text'],
  ['views', 'bigint'],
  ['listed_at', 'timestamptz'],
  ['sold_at', 'timestamptz'],
] as const;

/**
 * One INSERT … SELECT FROM json_to_recordset($1): the whole batch is a single JSON text parameter (V8 serialises
 * it natively; node-postgres' per-element array escaping was the bottleneck), typed by the column list.
 * node-postgres cannot COPY without pg-copy-streams, which is not installed.
 */
function insertBatch(db: Kysely<Database>, rows: (GeneratedListing & { tenant_id: number })[]) {
  const names = sql.join(columns.map(([name]) => sql.ref(name)));
  const typed = sql.join(columns.map(([name, type]) => sql`${sql.ref(name)} ${sql.raw(type)}`));
  return sql`
    INSERT INTO listings (${names})
    SELECT ${names} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS t(${typed})`.execute(db);
}

async function loadTargets(db: Kysely<Database>): Promise<Target[]> {
  const tenants = await db
    .selectFrom('tenants as t')
    .innerJoin('tenant_settings as s', 's.tenant_id', 't.id')
    .select(['t.id', 's.default_locale'])
    .orderBy('t.id')
    .execute();
  const targets: Target[] = [];
  for (const row of tenants) {
    const spec = catalogueSpecFor(row.default_locale);
    const games = (await loadGeneratorGames(db, row.id, spec)).filter((game) => game.paths.length > 0);
    if (games.length === 0) continue;
    const tenant = await loadGeneratorTenant(db, row.id, spec, row.default_locale === 'zh-CN');
    targets.push({ tenantId: row.id, tenant, games });
  }
  return targets;
}

/**
 * Adds N realistic listings spread over the seeded tenants and their games (for benchmarks), in batches over a
 * few connections, then VACUUM ANALYZE so that the planner's statistics and the visibility map are current and the
 * GIN pending list is merged.
 */
export async function seedBulkListings(db: Kysely<Database>, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 5000;
  const connections = options.connections ?? 3;
  const targets = await loadTargets(db);
  if (targets.length === 0) throw new Error('No seeded catalogue found: run the demo seed first (npm run seed).');
  const slots = targets.flatMap((target) => target.games.map((game) => ({ target, game })));
  const runId = Date.now().toString(36).toUpperCase();
  const batches = Math.ceil(options.listings / batchSize);
  const now = Date.now();
  let nextBatch = 0;
  let inserted = 0;
  let lastReport = Date.now();
  const started = Date.now();

  const worker = (workerIndex: number) =>
    db.connection().execute(async (connection) => {
      // Bulk-load settings for this session only: no wait for the WAL flush, fewer GIN pending-list merges.
      await sql`SET synchronous_commit = off`.execute(connection);
      await sql`SET gin_pending_list_limit = '32MB'`.execute(connection);
      const random = createRandom((options.seed ?? 20261121) + workerIndex * 7919);
      for (let batch = nextBatch++; batch < batches; batch = nextBatch++) {
        const first = batch * batchSize;
        const count = Math.min(batchSize, options.listings - first);
        const rows = Array.from({ length: count }, (_, i) => {
          const index = first + i;
          const slot = slots[index % slots.length] as (typeof slots)[number];
          const listing = generateListing(random, slot.game, slot.target.tenant, {
            number: `B${runId}${index.toString(36).toUpperCase().padStart(5, '0')}`,
            status: statusFor(random()),
            now,
            // Listings arrive over the last 180 days in insertion order, as in a live store (so the heap is
            // roughly in listed_at order, which the time-sorted index walks rely on for locality).
            listedAt: now - SPAN_MS + (index / options.listings) * SPAN_MS,
          });
          return { ...listing, tenant_id: slot.target.tenantId };
        });
        await insertBatch(connection, rows);
        inserted += count;
        if (Date.now() - lastReport > 5000) {
          lastReport = Date.now();
          const rate = Math.round(inserted / ((Date.now() - started) / 1000));
          log(`  ${inserted.toLocaleString('en-US')} / ${options.listings.toLocaleString('en-US')} (${rate}/s)`);
        }
      }
    });

  log(
    `Adding ${options.listings.toLocaleString('en-US')} listings over ${slots.length} games of ${targets.length} tenants`,
  );
  // The search GIN index normally updates in place (fastupdate off); a bulk load batches its entries instead, and
  // the VACUUM below merges them into the index before searches resume.
  await sql`ALTER INDEX listings_on_sale_search_idx SET (fastupdate = on)`.execute(db);
  try {
    await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  } finally {
    await sql`ALTER INDEX listings_on_sale_search_idx SET (fastupdate = off)`.execute(db);
  }
  const insertMs = Date.now() - started;
  log(`Inserted in ${(insertMs / 1000).toFixed(1)} s; VACUUM ANALYZE …`);
  const analyzeStarted = Date.now();
  await sql`VACUUM (ANALYZE) listings`.execute(db);
  await sql`VACUUM (ANALYZE) listing_titles`.execute(db);
  await sql`ANALYZE game_listing_counts`.execute(db);
  return { inserted, insertMs, analyzeMs: Date.now() - analyzeStarted };
}
