import type { RegionKind } from '@gs/shared/games';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const nodeColumns = ['id', 'parent_id', 'level', 'kind', 'name', 'name_en', 'key', 'sort', 'enabled'] as const;

/** Every node of a game's region tree, disabled ones too, level by level in display order. */
export function listRegionNodes(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('regions')
    .select(nodeColumns)
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type RegionNodeRow = Awaited<ReturnType<typeof listRegionNodes>>[number];

/** One node of the tenant with its game. */
export function findRegionNode(db: Db, tenantId: number, regionId: number) {
  return db
    .selectFrom('regions')
    .select([...nodeColumns, 'game_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', regionId)
    .executeTakeFirst();
}

/** The children of a parent (or the roots of the game for null), in display order. */
export function listSiblings(db: Db, tenantId: number, gameId: number, parentId: number | null) {
  return db
    .selectFrom('regions')
    .select(['id', 'name', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .where((eb) => (parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', parentId)))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function insertRegionNode(
  db: Db,
  tenantId: number,
  values: {
    gameId: number;
    parentId: number | null;
    level: number;
    kind: RegionKind;
    name: string;
    nameEn: string;
    key: string;
    sort: number;
  },
) {
  return db
    .insertInto('regions')
    .values({
      tenant_id: tenantId,
      game_id: values.gameId,
      parent_id: values.parentId,
      level: values.level,
      kind: values.kind,
      name: values.name,
      name_en: values.nameEn,
      key: values.key,
      sort: values.sort,
    })
    .returning(nodeColumns)
    .executeTakeFirstOrThrow();
}

export function updateRegionNode(
  db: Db,
  tenantId: number,
  regionId: number,
  values: { name?: string; name_en?: string; key?: string; enabled?: boolean },
) {
  return db
    .updateTable('regions')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', regionId)
    .returning(nodeColumns)
    .executeTakeFirst();
}

/** Sets each listed node's sort to its position (one statement). */
export async function reorderRegionNodes(db: Db, tenantId: number, ids: number[]): Promise<void> {
  await sql`
    UPDATE regions SET sort = ordered.position - 1
    FROM unnest(${sql.val(ids)}::int[]) WITH ORDINALITY AS ordered(id, position)
    WHERE regions.tenant_id = ${tenantId} AND regions.id = ordered.id`.execute(db);
}
