import type { PlatformAuditAction, PlatformAuditSearch, PlatformTenantSearch } from '@gs/shared/platform';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The platform's reads and writes across shops (issue 25). These queries are the only ones that span tenants on
 * purpose: every one is reached through requirePlatformAdmin alone, and none reads a shop's private data (credentials,
 * ID numbers, messages) — only what a shop is (code, name, hosts, settings) and counts of what it holds.
 */

export function findPlatformTenant(db: Db) {
  return db.selectFrom('tenants').select(['id', 'code', 'name']).where('kind', '=', 'platform').executeTakeFirst();
}

/** A platform admin by username or phone, else the first one. */
export function findPlatformAdmin(db: Db, login?: string) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('tenants as t', 't.id', 'u.tenant_id')
    .innerJoin('user_roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.user_id', '=', 'u.id'),
    )
    .where('t.kind', '=', 'platform')
    .where('r.role', '=', 'platform_admin')
    .where('u.status', '=', 'active')
    .select(['u.id', 'u.nick_name']);
  if (login) query = query.where((eb) => eb.or([eb('u.username', '=', login), eb('u.phone', '=', login)]));
  return query.orderBy('u.id').limit(1).executeTakeFirst();
}

const shopColumns = (db: Db) =>
  db
    .selectFrom('tenants as t')
    .innerJoin('tenant_settings as s', 's.tenant_id', 't.id')
    .where('t.kind', '=', 'shop')
    .select([
      't.id',
      't.code',
      't.name',
      't.status',
      't.created_at',
      's.default_locale',
      's.use_theme',
      's.service_groups',
      (eb) =>
        eb
          .selectFrom('tenant_domains as d')
          .whereRef('d.tenant_id', '=', 't.id')
          .select(sql<string[]>`coalesce(array_agg(d.host ORDER BY d.is_primary DESC, d.host), '{}')`.as('hosts'))
          .as('hosts'),
      (eb) =>
        eb
          .selectFrom('user_roles as r')
          .innerJoin('users as u', (join) =>
            join.onRef('u.tenant_id', '=', 'r.tenant_id').onRef('u.id', '=', 'r.user_id'),
          )
          .whereRef('r.tenant_id', '=', 't.id')
          .where('r.role', '=', 'owner')
          .select('u.phone')
          .orderBy('r.granted_at')
          .limit(1)
          .as('owner_phone'),
    ]);

export type ShopRow = NonNullable<Awaited<ReturnType<typeof findShop>>>;

export function findShop(db: Db, tenantId: number) {
  return shopColumns(db).where('t.id', '=', tenantId).executeTakeFirst();
}

export async function searchShops(db: Db, search: PlatformTenantSearch) {
  let query = shopColumns(db);
  if (search.status) query = query.where('t.status', '=', search.status);
  if (search.q) {
    const like = `%${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('t.code', 'ilike', like),
        eb('t.name', 'ilike', like),
        eb.exists(
          eb.selectFrom('tenant_domains as d').whereRef('d.tenant_id', '=', 't.id').where('d.host', 'ilike', like),
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('t.id', 'desc')
      .limit(search.pageSize)
      .offset((search.pageNum - 1) * search.pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The tenant (shop or platform) that holds `host`, if any. */
export function findHostOwner(db: Db, host: string) {
  return db
    .selectFrom('tenant_domains as d')
    .innerJoin('tenants as t', 't.id', 'd.tenant_id')
    .select(['t.id', 't.code', 't.kind'])
    .where('d.host', '=', host)
    .executeTakeFirst();
}

export function codeTaken(db: Db, code: string) {
  return db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirst();
}

export function addDomain(db: Db, tenantId: number, host: string, isPrimary: boolean) {
  return db.insertInto('tenant_domains').values({ host, tenant_id: tenantId, is_primary: isPrimary }).execute();
}

export function removeDomain(db: Db, tenantId: number, host: string) {
  return db
    .deleteFrom('tenant_domains')
    .where('tenant_id', '=', tenantId)
    .where('host', '=', host)
    .executeTakeFirst()
    .then((result) => Number(result.numDeletedRows));
}

/** Makes the first remaining host primary when none is. */
export async function keepOnePrimary(db: Db, tenantId: number) {
  await sql`
    UPDATE tenant_domains SET is_primary = true
    WHERE tenant_id = ${tenantId} AND host = (
      SELECT host FROM tenant_domains WHERE tenant_id = ${tenantId} ORDER BY host LIMIT 1
    ) AND NOT EXISTS (SELECT 1 FROM tenant_domains WHERE tenant_id = ${tenantId} AND is_primary)
  `.execute(db);
}

export function updateShopName(db: Db, tenantId: number, name: string, at: Date) {
  return db.updateTable('tenants').set({ name, updated_at: at }).where('id', '=', tenantId).execute();
}

export function setShopStatus(db: Db, tenantId: number, status: 'active' | 'suspended', at: Date) {
  return db
    .updateTable('tenants')
    .set({ status, updated_at: at })
    .where('id', '=', tenantId)
    .where('kind', '=', 'shop')
    .where('status', '!=', status)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows));
}

export function updateShopSettings(
  db: Db,
  tenantId: number,
  values: { default_locale?: 'zh-CN' | 'en-US'; use_theme?: number; service_groups?: string[] },
  at: Date,
) {
  return db
    .updateTable('tenant_settings')
    .set({ ...values, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .execute();
}

export function insertPlatformAudit(
  db: Db,
  entry: {
    at: Date;
    actorUserId: number;
    actorName: string;
    action: PlatformAuditAction;
    tenantId: number | null;
    detail: Record<string, unknown>;
  },
) {
  return db
    .insertInto('platform_audit')
    .values({
      at: entry.at,
      actor_user_id: entry.actorUserId,
      actor_name: entry.actorName,
      action: entry.action,
      tenant_id: entry.tenantId,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}

export async function listPlatformAudit(db: Db, search: PlatformAuditSearch) {
  let query = db.selectFrom('platform_audit as a').leftJoin('tenants as t', 't.id', 'a.tenant_id');
  if (search.action) query = query.where('a.action', '=', search.action);
  if (search.tenantId) query = query.where('a.tenant_id', '=', search.tenantId);
  const [rows, total] = await Promise.all([
    query
      .select(['a.id', 'a.at', 'a.actor_user_id', 'a.actor_name', 'a.action', 'a.tenant_id', 't.code', 'a.detail'])
      .orderBy('a.id', 'desc')
      .limit(search.pageSize)
      .offset((search.pageNum - 1) * search.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** One row per shop: paid volume (paid minus refunded), orders, listings on sale, users, private storage, last activity. */
export async function shopUsage(db: Db) {
  const result = await sql<{
    id: number;
    code: string;
    name: string;
    status: 'active' | 'suspended';
    gmv_fen: string;
    orders: string;
    listings_on_sale: string;
    users: string;
    private_bytes: string;
    last_activity_at: Date | null;
  }>`
    SELECT t.id, t.code, t.name, t.status,
      (SELECT coalesce(sum(o.paid_fen - o.refunded_fen), 0) FROM orders o WHERE o.tenant_id = t.id) AS gmv_fen,
      (SELECT count(*) FROM orders o WHERE o.tenant_id = t.id) AS orders,
      (SELECT count(*) FROM listings l WHERE l.tenant_id = t.id AND l.status = 'on_sale') AS listings_on_sale,
      (SELECT count(*) FROM users u WHERE u.tenant_id = t.id) AS users,
      (SELECT coalesce(sum(p.size_bytes), 0) FROM private_uploads p WHERE p.tenant_id = t.id) AS private_bytes,
      greatest(
        (SELECT max(o.created_at) FROM orders o WHERE o.tenant_id = t.id),
        (SELECT max(s.last_seen_at) FROM sessions s WHERE s.tenant_id = t.id)
      ) AS last_activity_at
    FROM tenants t
    WHERE t.kind = 'shop'
    ORDER BY t.id
  `.execute(db);
  return result.rows;
}

/** The platform tenant's hosts become exactly `hosts`; a host a shop holds is refused (the caller stops start-up). */
export async function syncPlatformHosts(db: Db, platformId: number, hosts: readonly string[]) {
  const taken = await db
    .selectFrom('tenant_domains')
    .select(['host', 'tenant_id'])
    .where('host', 'in', hosts)
    .where('tenant_id', '!=', platformId)
    .execute();
  if (taken.length > 0) return taken.map((row) => row.host);
  await db.deleteFrom('tenant_domains').where('tenant_id', '=', platformId).where('host', 'not in', hosts).execute();
  for (const [index, host] of hosts.entries()) {
    await db
      .insertInto('tenant_domains')
      .values({ host, tenant_id: platformId, is_primary: index === 0 })
      .onConflict((oc) => oc.column('host').doNothing())
      .execute();
  }
  return [];
}
