import type { Db } from '../../db/database.ts';
import type { QqGroupsTable } from '../../db/tables/catalogue.table.ts';
import type { TenantInsert } from './games.repository.ts';

/** The tenant's enabled groups for a game plus its tenant-wide ones (only those without a game), by sort. */
export function listEnabledQqGroups(db: Db, tenantId: number, gameId: number | undefined) {
  return db
    .selectFrom('qq_groups')
    .select(['id', 'game_id', 'name', 'number', 'join_url'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where((eb) =>
      gameId === undefined ? eb('game_id', 'is', null) : eb.or([eb('game_id', 'is', null), eb('game_id', '=', gameId)]),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type QqGroupRow = Awaited<ReturnType<typeof listEnabledQqGroups>>[number];

export function insertQqGroups(db: Db, tenantId: number, rows: TenantInsert<QqGroupsTable>[]) {
  return db
    .insertInto('qq_groups')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .execute();
}
