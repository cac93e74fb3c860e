import type { Db } from '../../db/database.ts';
import type { DictDataTable, HeroesTable, LabelTypesTable, SkinsTable } from '../../db/tables/catalogue.table.ts';
import type { TenantInsert } from './games.repository.ts';

/** Every enabled skin of a game with its enabled hero, heroes and skins in display order. */
export function listGameSkins(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('heroes as h')
    .leftJoin('skins as s', (join) =>
      join.onRef('s.tenant_id', '=', 'h.tenant_id').onRef('s.hero_id', '=', 'h.id').on('s.enabled', '=', true),
    )
    .select([
      'h.id as hero_id',
      'h.name as hero_name',
      'h.name_en as hero_name_en',
      's.id as skin_id',
      's.name as skin_name',
      's.name_en as skin_name_en',
      's.quality',
      's.choice_id',
    ])
    .where('h.tenant_id', '=', tenantId)
    .where('h.game_id', '=', gameId)
    .where('h.enabled', '=', true)
    .orderBy('h.sort')
    .orderBy('h.id')
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
}

export function listLabelTypes(db: Db, tenantId: number) {
  return db
    .selectFrom('label_types')
    .select(['id', 'name', 'name_en', 'color', 'description', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The active rows of one dictionary type. */
export function listDictData(db: Db, tenantId: number, dictType: string) {
  return db
    .selectFrom('dict_data')
    .select(['dict_type', 'label', 'value', 'sort', 'is_default'])
    .where('tenant_id', '=', tenantId)
    .where('dict_type', '=', dictType)
    .where('state', '=', 'active')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function insertHeroes(db: Db, tenantId: number, rows: TenantInsert<HeroesTable>[]) {
  return db
    .insertInto('heroes')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .returning(['id', 'game_id', 'name'])
    .execute();
}

export function insertSkins(db: Db, tenantId: number, rows: TenantInsert<SkinsTable>[]) {
  return db
    .insertInto('skins')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .execute();
}

/** Adds label types; a name the tenant already has is left as it is. */
export function insertLabelTypes(db: Db, tenantId: number, rows: TenantInsert<LabelTypesTable>[]) {
  return db
    .insertInto('label_types')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing())
    .execute();
}

/** Adds dictionary rows; a (type, value) the tenant already has is left as it is. */
export function insertDictData(db: Db, tenantId: number, rows: TenantInsert<DictDataTable>[]) {
  return db
    .insertInto('dict_data')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .onConflict((oc) => oc.columns(['tenant_id', 'dict_type', 'value']).doNothing())
    .execute();
}
