import type { FastifyInstance } from 'fastify';
import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openSession } from '../src/modules/identity/auth/sessions.service.ts';
import { findUserByPhone } from '../src/modules/identity/users/users.repository.ts';
import { buildTestApp, createTestDatabase, type TestDatabase } from './helpers.ts';
import { authHeaders, tenantIdOf } from './identity-helpers.ts';
import { contextOf, movableClock } from './trade-fixtures.ts';

/*
 * tenant_id leads every key of a shop's table (issue #24, "Scale on paper and in the schema"; ARCHITECTURE.md,
 * "Tenant"): a primary or unique key that does not start with it is one a shop-sharded database (Citus, by
 * tenant_id) cannot enforce, and a lookup the shop's own rows cannot answer alone. Read from pg_catalog, so a new
 * table is checked the day it is added. Then the hot queries — listing search, listing detail, a user's orders — as
 * the app really sends them, EXPLAINed: every scan of a shop's table is narrowed by tenant_id.
 */

/**
 * Tables with a tenant_id column that are the platform's own, not a shop's, so their keys are the platform's:
 * each entry says why.
 */
const PLATFORM_TABLES: Record<string, string> = {
  tenant_domains:
    'host → shop routing, read before any shop is known: a host belongs to one shop platform-wide, so the host ' +
    'alone is the key (a reference table on Citus)',
  platform_audit:
    'the platform admins’ log; tenant_id names the shop an action was about and is empty for platform-wide ones',
};

interface KeyRow {
  table: string;
  index: string;
  primary: boolean;
  first_column: string | null;
  definition: string;
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** The public tables with a tenant_id column, with whether it is NOT NULL. */
async function tenantTables() {
  const result = await sql<{ table: string; not_null: boolean }>`
    SELECT c.relname AS table, a.attnotnull AS not_null
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attname = 'tenant_id' AND NOT a.attisdropped
    ORDER BY 1`.execute(database.db);
  return result.rows;
}

describe('the keys of every shop table', () => {
  it('finds the shop tables in pg_catalog, and names only real tables as the platform’s', async () => {
    const tables = (await tenantTables()).map(({ table }) => table);
    expect(tables.length).toBeGreaterThan(60);
    expect(tables).toEqual(expect.arrayContaining(['listings', 'orders', 'users', 'sessions', 'payments']));
    expect(Object.keys(PLATFORM_TABLES).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('gives each a primary key and a NOT NULL tenant_id', async () => {
    const tables = (await tenantTables()).filter(({ table }) => !(table in PLATFORM_TABLES));
    const keyed = await sql<{ table: string }>`
      SELECT c.relname AS table FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND x.indisprimary`.execute(database.db);
    const withPrimary = new Set(keyed.rows.map(({ table }) => table));
    expect(tables.filter(({ table }) => !withPrimary.has(table)).map(({ table }) => table)).toEqual([]);
    expect(tables.filter(({ not_null }) => !not_null).map(({ table }) => table)).toEqual([]);
  });

  it('leads the primary key and every unique constraint or index with tenant_id', async () => {
    // indkey[0] is the first key column (0 for an expression, which no shop key may start with).
    const keys = await sql<KeyRow>`
      SELECT c.relname AS table, i.relname AS index, x.indisprimary AS primary, a.attname AS first_column,
             pg_get_indexdef(x.indexrelid) AS definition
      FROM pg_index x
      JOIN pg_class c ON c.oid = x.indrelid
      JOIN pg_class i ON i.oid = x.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = x.indkey[0]
      WHERE n.nspname = 'public' AND (x.indisprimary OR x.indisunique)
        AND EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.oid AND t.attname = 'tenant_id' AND NOT t.attisdropped)
      ORDER BY 1, 2`.execute(database.db);
    expect(keys.rows.length).toBeGreaterThan(90);
    const offenders = keys.rows
      .filter((key) => !(key.table in PLATFORM_TABLES) && key.first_column !== 'tenant_id')
      .map((key) => key.definition);
    expect(offenders).toEqual([]);
  });
  it('keys every foreign key between two shop tables by tenant_id, so a shop’s rows refer only to its own', async () => {
    // A foreign key with tenant_id first keeps both rows in one shop, and on Citus joins them inside one shard.
    const keys = await sql<{ table: string; definition: string; first_column: string }>`
      SELECT c.conrelid::regclass::text AS table, pg_get_constraintdef(c.oid) AS definition, a.attname AS first_column
      FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE n.nspname = 'public' AND c.contype = 'f'
        AND EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.confrelid AND t.attname = 'tenant_id')
        AND EXISTS (SELECT 1 FROM pg_attribute t WHERE t.attrelid = c.conrelid AND t.attname = 'tenant_id')
      ORDER BY 1, 2`.execute(database.db);
    expect(keys.rows.length).toBeGreaterThan(50);
    const crossing = keys.rows
      .filter((key) => !(key.table in PLATFORM_TABLES) && key.first_column !== 'tenant_id')
      .map((key) => `${key.table}: ${key.definition}`);
    expect(crossing).toEqual([]);
  });
});

/** A scan node of a JSON plan, with the conditions PostgreSQL prints for it. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Join Filter'?: string;
  Plans?: PlanNode[];
}

/** Every scan of a table in a plan, with the conditions that narrow it (its own and its bitmap children's). */
function scansOf(node: PlanNode): { table: string; node: string; conditions: string }[] {
  const children = node.Plans ?? [];
  const own = node['Relation Name']
    ? [
        {
          table: node['Relation Name'],
          node: `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`,
          conditions: [
            node['Index Cond'],
            node['Recheck Cond'],
            node.Filter,
            // A bitmap heap scan is narrowed by the index scans under it.
            ...(node['Node Type'] === 'Bitmap Heap Scan' ? bitmapConditions(children) : []),
          ]
            .filter(Boolean)
            .join(' AND '),
        },
      ]
    : [];
  return [...own, ...children.flatMap(scansOf)];
}

function bitmapConditions(nodes: PlanNode[]): string[] {
  return nodes.flatMap((node) => [node['Index Cond'] ?? '', ...bitmapConditions(node.Plans ?? [])]);
}

describe('the hot queries', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  let sent: CompiledQuery[] = [];
  const host = 'demo.localhost';
  let tenantId: number;

  beforeAll(async () => {
    // The app on a handle that records every statement it sends, exactly as sent (text and parameters).
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
    const recording = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') sent.push(event.query);
      },
    });
    app = await buildTestApp(recording);
    tenantId = await tenantIdOf(database.db, 'demo');
    // Fresh statistics, so the planner sees the real number of shops and rows per shop.
    await sql`ANALYZE`.execute(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
  });

  /** The statements one request sent, each EXPLAINed without sequential scans (the demo tables are small). */
  async function explainRequest(request: () => Promise<{ statusCode: number; body: string }>) {
    sent = [];
    const response = await request();
    expect(response.statusCode, response.body).toBe(200);
    const statements = sent.filter((query) => /^\s*(select|with)\b/i.test(query.sql));
    return database.db.transaction().execute(async (trx) => {
      // Small tables are read whole whatever their indexes; without that option the plan shows what 1M rows get.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const plans: { sql: string; scans: ReturnType<typeof scansOf> }[] = [];
      for (const statement of statements) {
        const explained = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>({
          ...statement,
          sql: `EXPLAIN (FORMAT JSON) ${statement.sql}`,
        });
        const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan;
        if (plan) plans.push({ sql: statement.sql, scans: scansOf(plan) });
      }
      return plans;
    });
  }

  /** The scans of a shop's table that tenant_id does not narrow (none may exist). */
  function unnarrowed(plans: Awaited<ReturnType<typeof explainRequest>>, shopTables: Set<string>) {
    return plans.flatMap(({ sql: text, scans }) =>
      scans
        .filter(({ table, conditions }) => shopTables.has(table) && !/\btenant_id\b/.test(conditions))
        .map(({ table, node, conditions }) => `${node} on ${table} [${conditions}] in: ${text.slice(0, 160)}`),
    );
  }

  async function shopTables(): Promise<Set<string>> {
    return new Set((await tenantTables()).map(({ table }) => table).filter((table) => !(table in PLATFORM_TABLES)));
  }

  it('search, detail and a user’s orders narrow every scan of a shop table by tenant_id', async () => {
    const tables = await shopTables();
    // A game of the shop with a choice its on-sale listings carry, so the search takes the attribute filter path.
    const probe = await sql<{ game_id: number; attribute_id: number; choice_id: number; listing_id: number }>`
      SELECT l.game_id, a.id AS attribute_id, ch.id AS choice_id, l.id AS listing_id
      FROM listings l
      JOIN game_attribute_choices ch ON ch.tenant_id = l.tenant_id AND ch.id = ANY (l.search_ids)
      JOIN game_attributes a ON a.tenant_id = ch.tenant_id AND a.id = ch.attribute_id AND a.searchable
      WHERE l.tenant_id = ${tenantId} AND l.status = 'on_sale'
      ORDER BY l.id LIMIT 1`.execute(database.db);
    const target = probe.rows[0];
    if (!target) throw new Error('the demo shop has no listing with a searchable choice');
    const { retail_key: retailKey } = await database.db
      .selectFrom('tenants')
      .select('retail_key')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const buyer = await findUserByPhone(database.db, tenantId, '13800000001');
    if (!buyer) throw new Error('no demo buyer');
    const ctx = await contextOf(database.db, tenantId, movableClock());
    const { token } = await openSession(ctx, buyer, 7, { ip: null, userAgent: null });

    const requests = {
      'listing search (game only)': () =>
        app.inject({
          method: 'POST',
          url: '/api/web/good/allList',
          headers: { host },
          payload: { retailKey, gameId: target.game_id, sort: 'price_asc' },
        }),
      'listing search (choice filter)': () =>
        app.inject({
          method: 'POST',
          url: '/api/web/good/allList',
          headers: { host },
          payload: {
            retailKey,
            gameId: target.game_id,
            attrs: [{ id: target.attribute_id, choiceIds: [target.choice_id] }],
          },
        }),
      'listing detail': () =>
        app.inject({ method: 'GET', url: `/api/web/good/info?id=${target.listing_id}`, headers: { host } }),
      'a user’s orders': () => app.inject({ method: 'GET', url: '/api/order/list', headers: authHeaders(token, host) }),
    };
    const found: Record<string, string[]> = {};
    for (const [name, request] of Object.entries(requests)) {
      const plans = await explainRequest(request);
      found[name] = unnarrowed(plans, tables);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(requests).map((name) => [name, []])));
  });
});
