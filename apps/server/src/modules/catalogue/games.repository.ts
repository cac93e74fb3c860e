import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type {
  GameAttributeChoicesTable,
  GameAttributesTable,
  GamesTable,
  RegionsTable,
} from '../../db/tables/catalogue.table.ts';

/** A row to insert for the tenant named beside it. */
export type TenantInsert<T> = Omit<Insertable<T>, 'tenant_id'>;

/** The tenant's visible games, in display order. */
export function listActiveGames(db: Db, tenantId: number) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'name_en', 'keyword', 'icon_url', 'game_type', 'initial', 'hot', 'sort'])
    .where('tenant_id', '=', tenantId)
    .where('state', '=', 'active')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type ActiveGameRow = Awaited<ReturnType<typeof listActiveGames>>[number];

/** Every game of the tenant, visible or hidden, in display order (hidden ones still render their listings). */
export function listTenantGames(db: Db, tenantId: number) {
  return db
    .selectFrom('games')
    .select(['id', 'name', 'name_en', 'keyword', 'icon_url', 'game_type', 'initial', 'hot', 'sort', 'state'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Listings on sale per game of the tenant (from the trigger-kept counters). */
export function listOnSaleCounts(db: Db, tenantId: number) {
  return db
    .selectFrom('game_listing_counts')
    .select(['game_id', (eb) => eb.fn.sum<string>('on_sale').as('count')])
    .where('tenant_id', '=', tenantId)
    .groupBy('game_id')
    .execute();
}

const onSaleCount = (db: Db, tenantId: number, gameId: number) =>
  db
    .selectFrom('game_listing_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('on_sale'), eb.lit(0)).as('count'))
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId);

// Prepared statements: the total of every unfiltered page of the market (see db/prepared-query.ts).
const onSaleCountQuery = preparedQuery(onSaleCount);
const onSaleCountOfKindQuery = preparedQuery((db: Db, tenantId: number, gameId: number, kind: string) =>
  onSaleCount(db, tenantId, gameId).where('kind', '=', kind),
);

/** Listings on sale of one game (optionally of one kind), from the counters: a primary-key read. */
export async function countOnSale(db: Db, tenantId: number, gameId: number, kind: string | undefined) {
  const [row] = await (kind === undefined
    ? onSaleCountQuery(db, tenantId, gameId)
    : onSaleCountOfKindQuery(db, tenantId, gameId, kind));
  return Number(row?.count ?? 0);
}

/** Every attribute of the game, disabled ones included, in template order. */
export function listGameAttributes(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('game_attributes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every choice of the game's attributes, disabled ones included, in display order. */
export function listGameChoices(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('game_attribute_choices as c')
    .innerJoin('game_attributes as a', (join) =>
      join.onRef('a.tenant_id', '=', 'c.tenant_id').onRef('a.id', '=', 'c.attribute_id'),
    )
    .select(['c.id', 'c.attribute_id', 'c.name', 'c.name_en', 'c.sort', 'c.enabled'])
    .where('c.tenant_id', '=', tenantId)
    .where('a.game_id', '=', gameId)
    .orderBy('c.attribute_id')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export function listGameRegions(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('regions')
    .select(['id', 'parent_id', 'level', 'kind', 'name', 'name_en', 'key', 'sort', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The game a region node belongs to (districtSuit names only the parent). */
export async function findRegionGameId(db: Db, tenantId: number, regionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('regions')
    .select('game_id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', regionId)
    .executeTakeFirst();
  return row?.game_id;
}

export function hasAnyGame(db: Db, tenantId: number) {
  return db
    .selectFrom('games')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst()
    .then((row) => row !== undefined);
}

export function insertGames(db: Db, tenantId: number, rows: TenantInsert<GamesTable>[]) {
  return db
    .insertInto('games')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .returning(['id', 'name'])
    .execute();
}

export function insertGameAttributes(db: Db, tenantId: number, rows: TenantInsert<GameAttributesTable>[]) {
  return db
    .insertInto('game_attributes')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .returning(['id', 'game_id', 'name'])
    .execute();
}

export function insertGameChoices(db: Db, tenantId: number, rows: TenantInsert<GameAttributeChoicesTable>[]) {
  return db
    .insertInto('game_attribute_choices')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .returning(['id', 'attribute_id', 'name'])
    .execute();
}

export function insertRegions(db: Db, tenantId: number, rows: TenantInsert<RegionsTable>[]) {
  return db
    .insertInto('regions')
    .values(rows.map((row) => ({ ...row, tenant_id: tenantId })))
    .returning(['id', 'game_id', 'parent_id', 'name'])
    .execute();
}
