import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Every hero of the game, disabled ones included, in display order. */
export function listHeroes(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('heroes')
    .select(['id', 'game_id', 'name', 'name_en', 'sort', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every skin of the game's heroes, disabled ones included, in display order. */
export function listSkins(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('skins as s')
    .innerJoin('heroes as h', (join) => join.onRef('h.tenant_id', '=', 's.tenant_id').onRef('h.id', '=', 's.hero_id'))
    .select(['s.id', 's.hero_id', 's.name', 's.name_en', 's.quality', 's.choice_id', 's.sort', 's.enabled'])
    .where('s.tenant_id', '=', tenantId)
    .where('h.game_id', '=', gameId)
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
}

export function findHero(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('heroes')
    .select(['id', 'game_id', 'name', 'name_en', 'sort', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A skin with the game of its hero. */
export function findSkin(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('skins as s')
    .innerJoin('heroes as h', (join) => join.onRef('h.tenant_id', '=', 's.tenant_id').onRef('h.id', '=', 's.hero_id'))
    .select([
      's.id',
      's.hero_id',
      's.name',
      's.name_en',
      's.quality',
      's.choice_id',
      's.sort',
      's.enabled',
      'h.game_id',
    ])
    .where('s.tenant_id', '=', tenantId)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Adds a hero at the end of the game's list; a clash of name throws 23505. */
export function insertHero(
  db: Db,
  tenantId: number,
  gameId: number,
  values: { name: string; name_en?: string; enabled: boolean },
) {
  return db
    .insertInto('heroes')
    .values((eb) => ({
      tenant_id: tenantId,
      game_id: gameId,
      ...values,
      sort: eb
        .selectFrom('heroes')
        .select(sql<number>`coalesce(max(sort), -1) + 1`.as('next'))
        .where('tenant_id', '=', tenantId)
        .where('game_id', '=', gameId),
    }))
    .returning(['id', 'game_id', 'name', 'name_en', 'sort', 'enabled'])
    .executeTakeFirstOrThrow();
}

/** Renames and/or disables a hero; a clash of name throws 23505. */
export function updateHero(
  db: Db,
  tenantId: number,
  id: number,
  values: { name: string; name_en?: string; enabled: boolean },
) {
  return db
    .updateTable('heroes')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['id', 'game_id', 'name', 'name_en', 'sort', 'enabled'])
    .executeTakeFirstOrThrow();
}

export interface SkinValues {
  name: string;
  /** Left out: kept as it is. */
  name_en?: string;
  quality: string;
  choice_id: number | null;
  enabled: boolean;
}

/** Adds a skin at the end of the hero's list; a clash of name throws 23505. */
export function insertSkin(db: Db, tenantId: number, heroId: number, values: SkinValues) {
  return db
    .insertInto('skins')
    .values((eb) => ({
      tenant_id: tenantId,
      hero_id: heroId,
      ...values,
      sort: eb
        .selectFrom('skins')
        .select(sql<number>`coalesce(max(sort), -1) + 1`.as('next'))
        .where('tenant_id', '=', tenantId)
        .where('hero_id', '=', heroId),
    }))
    .returning(['id', 'hero_id', 'name', 'name_en', 'quality', 'choice_id', 'sort', 'enabled'])
    .executeTakeFirstOrThrow();
}

/** Replaces a skin's fields; a clash of name throws 23505. */
export function updateSkin(db: Db, tenantId: number, id: number, values: SkinValues) {
  return db
    .updateTable('skins')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['id', 'hero_id', 'name', 'name_en', 'quality', 'choice_id', 'sort', 'enabled'])
    .executeTakeFirstOrThrow();
}

/** Whether a choice belongs to one of the game's attributes. */
export async function isGameChoice(db: Db, tenantId: number, gameId: number, choiceId: number) {
  const row = await db
    .selectFrom('game_attribute_choices as c')
    .innerJoin('game_attributes as a', (join) =>
      join.onRef('a.tenant_id', '=', 'c.tenant_id').onRef('a.id', '=', 'c.attribute_id'),
    )
    .select('c.id')
    .where('c.tenant_id', '=', tenantId)
    .where('c.id', '=', choiceId)
    .where('a.game_id', '=', gameId)
    .executeTakeFirst();
  return row !== undefined;
}
