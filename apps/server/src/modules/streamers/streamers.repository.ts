import type { Db } from '../../db/database.ts';
import type { StreamerPlatformValue } from '../../db/tables/streamers.table.ts';

/** The tenant's enabled streamers, optionally of one platform, by sort then id. */
export function listEnabledStreamers(db: Db, tenantId: number, platform: StreamerPlatformValue | null) {
  let query = db.selectFrom('streamers').selectAll().where('tenant_id', '=', tenantId).where('enabled', '=', true);
  if (platform) query = query.where('platform', '=', platform);
  return query.orderBy('sort').orderBy('id').limit(100).execute();
}

export function listAllStreamers(db: Db, tenantId: number) {
  return db
    .selectFrom('streamers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findStreamer(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('streamers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface StreamerValues {
  name: string;
  platform: StreamerPlatformValue;
  room_url: string;
  avatar_url: string;
  games: string[];
  sort: number;
  enabled: boolean;
}

export function insertStreamer(db: Db, tenantId: number, values: StreamerValues, at: Date) {
  return db
    .insertInto('streamers')
    .values({ tenant_id: tenantId, ...values, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateStreamer(db: Db, tenantId: number, id: number, values: StreamerValues, at: Date) {
  return db
    .updateTable('streamers')
    .set({ ...values, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteStreamer(db: Db, tenantId: number, id: number) {
  return db
    .deleteFrom('streamers')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
}
