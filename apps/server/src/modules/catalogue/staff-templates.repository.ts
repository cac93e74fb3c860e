import type { Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GameAttributesTable } from '../../db/tables/catalogue.table.ts';
import type { TenantInsert } from './games.repository.ts';

/** A game of the tenant, visible or hidden (staff edit both). */
export function findTenantGame(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('games')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gameId)
    .executeTakeFirst();
}

/**
 * The ids of the game's attributes that some listing (of any status) has a value for. A staff-only read: each
 * unused attribute scans the game's listings once.
 */
export async function listUsedAttributeIds(db: Db, tenantId: number, gameId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('game_attributes as a')
    .select('a.id')
    .where('a.tenant_id', '=', tenantId)
    .where('a.game_id', '=', gameId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('listings as l')
          .select(sql.lit(1).as('one'))
          .whereRef('l.tenant_id', '=', 'a.tenant_id')
          .whereRef('l.game_id', '=', 'a.game_id')
          .where(sql<boolean>`l.attrs ? a.id::text`),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Whether some listing (of any status) has a value for the attribute. */
export async function isAttributeUsed(db: Db, tenantId: number, gameId: number, attributeId: number) {
  const row = await db
    .selectFrom('listings')
    .select(sql.lit(1).as('one'))
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .where(sql<boolean>`attrs ? ${String(attributeId)}`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findAttribute(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('game_attributes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The number slots the game's attributes hold, disabled ones included. */
export async function listTakenNumberSlots(db: Db, tenantId: number, gameId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('game_attributes')
    .select('number_slot')
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .where('number_slot', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.number_slot === null ? [] : [row.number_slot]));
}

/** The next sort value after the game's last attribute. */
export async function nextAttributeSort(db: Db, tenantId: number, gameId: number): Promise<number> {
  const row = await db
    .selectFrom('game_attributes')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort'), eb.lit(-1)).as('sort'))
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return Number(row.sort) + 1;
}

/** Inserts an attribute; a clash of name or number slot within the game throws 23505. */
export function insertAttribute(db: Db, tenantId: number, values: TenantInsert<GameAttributesTable>) {
  return db
    .insertInto('game_attributes')
    .values({ ...values, tenant_id: tenantId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Replaces an attribute's fields; a clash of name or number slot within the game throws 23505. */
export function updateAttribute(
  db: Db,
  tenantId: number,
  id: number,
  values: Omit<Updateable<GameAttributesTable>, 'tenant_id' | 'id' | 'game_id'>,
) {
  return db
    .updateTable('game_attributes')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets sort = position for each id of a table's rows of the tenant (inside the caller's transaction). */
export async function writeOrder(
  db: Db,
  table: 'game_attributes' | 'game_attribute_choices' | 'heroes' | 'skins',
  tenantId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const positions = sql.join(ids.map((id, index) => sql`(${id}::bigint, ${index}::integer)`));
  await sql`
    UPDATE ${sql.table(table)} AS t SET sort = v.sort
      FROM (VALUES ${positions}) AS v(id, sort)
     WHERE t.tenant_id = ${tenantId} AND t.id = v.id`.execute(db);
}

/** A choice with the game of its attribute. */
export function findChoice(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('game_attribute_choices as c')
    .innerJoin('game_attributes as a', (join) =>
      join.onRef('a.tenant_id', '=', 'c.tenant_id').onRef('a.id', '=', 'c.attribute_id'),
    )
    .select(['c.id', 'c.attribute_id', 'c.name', 'c.name_en', 'c.sort', 'c.enabled', 'a.game_id'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

/** The choices of one attribute, disabled ones included, in display order. */
export function listAttributeChoices(db: Db, tenantId: number, attributeId: number) {
  return db
    .selectFrom('game_attribute_choices')
    .select(['id', 'attribute_id', 'name', 'name_en', 'sort', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .where('attribute_id', '=', attributeId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Adds a choice at the end of the attribute's list; a clash of name throws 23505. */
export async function insertChoice(
  db: Db,
  tenantId: number,
  attributeId: number,
  names: { name: string; nameEn: string },
) {
  return db
    .insertInto('game_attribute_choices')
    .values((eb) => ({
      tenant_id: tenantId,
      attribute_id: attributeId,
      name: names.name,
      name_en: names.nameEn,
      sort: eb
        .selectFrom('game_attribute_choices')
        .select(sql<number>`coalesce(max(sort), -1) + 1`.as('next'))
        .where('tenant_id', '=', tenantId)
        .where('attribute_id', '=', attributeId),
    }))
    .returning(['id', 'attribute_id', 'name', 'name_en', 'sort', 'enabled'])
    .executeTakeFirstOrThrow();
}

/** Renames and/or disables a choice; a clash of name throws 23505. */
export function updateChoice(
  db: Db,
  tenantId: number,
  id: number,
  values: { name: string; name_en?: string; enabled: boolean },
) {
  return db
    .updateTable('game_attribute_choices')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['id', 'attribute_id', 'name', 'name_en', 'sort', 'enabled'])
    .executeTakeFirstOrThrow();
}
