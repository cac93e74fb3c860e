import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { GamesTable } from '../../db/tables/catalogue.table.ts';
import type { TenantInsert } from './games.repository.ts';

export interface StaffGameFilter {
  keyword?: string;
  type?: 'mobile' | 'pc';
  state?: 'active' | 'hidden';
  sortField: 'sort' | 'name' | 'createdAt';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const gameColumns = [
  'id',
  'name',
  'name_en',
  'keyword',
  'icon_url',
  'game_type',
  'initial',
  'hot',
  'sort',
  'state',
  'created_at',
] as const;

function filtered(
  db: Db,
  tenantId: number,
  filter: Omit<StaffGameFilter, 'sortField' | 'sortOrder' | 'limit' | 'offset'>,
) {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .selectFrom('games')
    .where('tenant_id', '=', tenantId)
    .$if(filter.type !== undefined, (qb) => qb.where('game_type', '=', filter.type as 'mobile' | 'pc'))
    .$if(filter.state !== undefined, (qb) => qb.where('state', '=', filter.state as 'active' | 'hidden'))
    .$if(pattern !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('name', 'ilike', pattern as string),
          eb('name_en', 'ilike', pattern as string),
          eb('keyword', 'ilike', pattern as string),
        ]),
      ),
    );
}

/** A page of the tenant's games (any state), filtered and sorted, with each game's listings on sale. */
export function listStaffGames(db: Db, tenantId: number, filter: StaffGameFilter) {
  const column = { sort: 'sort', name: 'name', createdAt: 'created_at' } as const;
  return filtered(db, tenantId, filter)
    .select(gameColumns)
    .select((eb) =>
      eb
        .selectFrom('game_listing_counts as c')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<string>('c.on_sale'), sub.lit(0)).as('n'))
        .whereRef('c.tenant_id', '=', 'games.tenant_id')
        .whereRef('c.game_id', '=', 'games.id')
        .as('on_sale'),
    )
    .orderBy(column[filter.sortField], filter.sortOrder)
    .orderBy('id', filter.sortOrder)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export type StaffGameRow = Awaited<ReturnType<typeof listStaffGames>>[number];

export async function countStaffGames(
  db: Db,
  tenantId: number,
  filter: Omit<StaffGameFilter, 'sortField' | 'sortOrder' | 'limit' | 'offset'>,
) {
  const row = await filtered(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One game of the tenant (any state) with its listings on sale. */
export function findStaffGame(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('games')
    .select(gameColumns)
    .select((eb) =>
      eb
        .selectFrom('game_listing_counts as c')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<string>('c.on_sale'), sub.lit(0)).as('n'))
        .whereRef('c.tenant_id', '=', 'games.tenant_id')
        .whereRef('c.game_id', '=', 'games.id')
        .as('on_sale'),
    )
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gameId)
    .executeTakeFirst();
}

/** The id of the tenant's game with this name (case as stored), if any. */
export async function findGameIdByName(db: Db, tenantId: number, name: string) {
  const row = await db
    .selectFrom('games')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

export async function insertGame(db: Db, tenantId: number, values: TenantInsert<GamesTable>) {
  const row = await db
    .insertInto('games')
    .values({ ...values, tenant_id: tenantId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a game of the tenant; false when there is none with this id. */
export async function updateGame(
  db: Db,
  tenantId: number,
  gameId: number,
  values: Omit<Updateable<GamesTable>, 'tenant_id' | 'id' | 'created_at'>,
) {
  const result = await db
    .updateTable('games')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', gameId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
