import { LISTING_PAGE_SIZE_MAX, type ListingStatus } from '@gs/shared/listings';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { queryShapes } from '../../db/query-shapes.ts';
import type { ListingAttrs } from '../../db/tables/listings.table.ts';
import type { SearchPlan } from './listing-search.ts';
import { type ListingRegionColumns, searchColumnValues } from './listing-search-ids.ts';

/** Statuses a buyer may open (the others were never public). */
export const PUBLIC_STATUSES: ListingStatus[] = ['on_sale', 'off_shelf', 'locked', 'sold', 'retrieved'];

/**
 * The origins a buyer may open, beside a public status: never a price-competition recycle's listing (the seller's
 * account, sold to the winning recycler: it shows under the seller's bid requests, nowhere else), and a quick
 * recycle's only once staff have put it on sale as the merchant's (it has a listed-at time; after payment it waits
 * off the shelf without one). `origin <> 'bid_recycle'` stays a conjunct of its own: listings_sold_idx has it.
 */
function publicOrigin(table: 'l' | 'listings') {
  const origin = sql.ref(`${table}.origin`);
  return sql<boolean>`(${origin} <> 'bid_recycle' AND (${origin} = 'market' OR ${sql.ref(`${table}.listed_at`)} IS NOT NULL))`;
}

/**
 * The columns every list of listings shows (the market's, the favourites, the staff's), on `listings as l`: never
 * cost, credentials, seller or remarks. Each list adds its own.
 */
export const listingRowColumns = [
  'l.id',
  'l.number',
  'l.title',
  'l.cover_url',
  'l.game_id',
  'l.price_fen',
  'l.kind',
  'l.status',
  'l.views',
  'l.listed_at',
] as const;

/** The columns of a listing row in the market's lists: the shared ones with the region path and labels. */
export const summaryColumns = [
  ...listingRowColumns,
  'l.system_id',
  'l.operator_id',
  'l.region_id',
  'l.server_id',
  'l.label_ids',
] as const;

export const summaryColumnNames = summaryColumns.map((column) => column.slice(2) as StripAlias<typeof column>);
type StripAlias<T extends string> = T extends `l.${infer Name}` ? Name : never;

// Exactly the expression of the GIN index listings_on_sale_search_idx, so that the planner uses it.
const SEARCH_KEYS = sql`listing_search_keys(search_ids, system_id, operator_id, region_id, server_id)`;

const ON_SALE = sql.lit<ListingStatus>('on_sale');

const sortKeys = {
  price_asc: ['price_fen', 'asc'],
  price_desc: ['price_fen', 'desc'],
  time_asc: ['listed_at', 'asc'],
  time_desc: ['listed_at', 'desc'],
} as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Listings on sale of one game matching the plan. Every condition is a plain WHERE clause led by
 * (tenant_id, game_id, status literal) so that the partial indexes apply: the time and price btrees when only the
 * game and a sort are given, the GIN on the search keys for region and choice filters.
 */
function matching(db: Db, tenantId: number, plan: SearchPlan) {
  return db
    .selectFrom('listings')
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', plan.gameId)
    .where('status', '=', ON_SALE)
    .$if(plan.allOf.length > 0, (qb) => qb.where(sql<boolean>`${SEARCH_KEYS} @> ${sql.val(plan.allOf)}::int8[]`))
    .$call((qb) =>
      plan.anyOf.reduce((acc, group) => acc.where(sql<boolean>`${SEARCH_KEYS} && ${sql.val(group)}::int8[]`), qb),
    )
    .$call((qb) =>
      plan.numberRanges.reduce((acc, range) => {
        let next = acc;
        if (range.min !== null) next = next.where(range.column, '>=', range.min);
        if (range.max !== null) next = next.where(range.column, '<=', range.max);
        return next;
      }, qb),
    )
    .$if(plan.priceFen.min !== null, (qb) => qb.where('price_fen', '>=', plan.priceFen.min as number))
    .$if(plan.priceFen.max !== null, (qb) => qb.where('price_fen', '<=', plan.priceFen.max as number))
    .$if(plan.kind !== undefined, (qb) => qb.where('kind', '=', plan.kind as NonNullable<SearchPlan['kind']>))
    .$if(plan.keyword !== undefined, (qb) => qb.where(keywordMatches(plan.keyword as string, plan.gameId)));
}

/**
 * The parameters of matching(db, tenantId, plan) in the order the builder writes them, and the shape of its SQL (which
 * conditions it has), for the compiled searches kept per shape.
 */
function matchingValues(tenantId: number, plan: SearchPlan): { shape: string; values: unknown[] } {
  const values: unknown[] = [tenantId, plan.gameId];
  let shape = `${plan.allOf.length > 0 ? 'a' : ''}o${plan.anyOf.length}`;
  if (plan.allOf.length > 0) values.push(plan.allOf);
  values.push(...plan.anyOf);
  for (const range of plan.numberRanges) {
    shape += `|${range.column}${range.min === null ? '' : '<'}${range.max === null ? '' : '>'}`;
    if (range.min !== null) values.push(range.min);
    if (range.max !== null) values.push(range.max);
  }
  shape += `|p${plan.priceFen.min === null ? '' : '<'}${plan.priceFen.max === null ? '' : '>'}`;
  if (plan.priceFen.min !== null) values.push(plan.priceFen.min);
  if (plan.priceFen.max !== null) values.push(plan.priceFen.max);
  if (plan.kind !== undefined) {
    shape += '|kind';
    values.push(plan.kind);
  }
  if (plan.keyword !== undefined) {
    const keyword = keywordValues(plan.keyword, plan.gameId);
    shape += `|${keyword.shape}`;
    values.push(...keyword.values);
  }
  return { shape, values };
}

// The market's searches, compiled once per shape (db/query-shapes.ts).
const searchShapes = queryShapes();

/** How many search shapes are compiled and kept (tests). */
export const compiledSearchShapes = () => searchShapes.size;

/** What a listing number can be (the CHECK on listings.number): another keyword cannot be one. */
const LISTING_NUMBER = /^[A-Z0-9]{6,20}$/;

/**
 * The market's keyword rule, on `listings`: the title contains the keyword (any case), or the listing's number is
 * the keyword (numbers are stored upper case). The header search's type-ahead uses the same rule. Within one game
 * (`gameId`), a keyword of two or more characters is first narrowed to the game's titles holding all of its
 * character bigrams through the GIN index listings_on_sale_title_grams_idx (migration 2026_12_02_0110; the query
 * must say status = 'on_sale'), and ILIKE decides. The index condition stands apart from the ILIKE one so that
 * PostgreSQL need not recompute a title's bigrams for every candidate row; a keyword that cannot be a listing number
 * leaves the number out altogether.
 */
export function keywordMatches(keyword: string, gameId?: number) {
  const { number, pattern, maybeNumber, indexed } = keywordTerms(keyword, gameId);
  return (eb: ExpressionBuilder<Database, 'listings'>) => {
    const title = eb('title', 'ilike', pattern);
    const isNumber = eb('number', '=', number);
    const matched = maybeNumber ? eb.or([title, isNumber]) : title;
    if (!indexed) return matched;
    const grams = sql<boolean>`listing_title_grams(game_id, title) @> listing_title_grams(${gameId}::bigint, ${keyword})`;
    return eb.and([maybeNumber ? eb.or([grams, isNumber]) : grams, matched]);
  };
}

function keywordTerms(keyword: string, gameId?: number) {
  const number = keyword.toUpperCase();
  return {
    number,
    pattern: `%${escapeLike(keyword)}%`,
    maybeNumber: LISTING_NUMBER.test(number),
    indexed: gameId !== undefined && [...keyword].length >= 2,
  };
}

/** The parameters of keywordMatches(keyword, gameId) in the order the builder writes them, and their shape. */
function keywordValues(keyword: string, gameId: number): { shape: string; values: unknown[] } {
  const { number, pattern, maybeNumber, indexed } = keywordTerms(keyword, gameId);
  const matched = maybeNumber ? [pattern, number] : [pattern];
  const values = indexed ? [gameId, keyword, ...(maybeNumber ? [number] : []), ...matched] : matched;
  return { shape: `k${Number(maybeNumber)}${Number(indexed)}`, values };
}

/**
 * Whether the plan's keyword search reads listing_titles (migration 2026_12_02_1530) instead of `listings`: a keyword of
 * two or more characters that cannot be a listing number, with no filter but the kind and the price (the table has
 * nothing else of a listing).
 */
function searchesTitles(plan: SearchPlan): plan is SearchPlan & { keyword: string } {
  if (plan.keyword === undefined || plan.allOf.length > 0 || plan.anyOf.length > 0 || plan.numberRanges.length > 0) {
    return false;
  }
  const { maybeNumber, indexed } = keywordTerms(plan.keyword, plan.gameId);
  return indexed && !maybeNumber;
}

/**
 * The listings on sale of one game whose title holds the plan's keyword, on listing_titles (in the game's partition,
 * named by its slot): its bigram GIN finds the candidates, and LIKE on the lower-cased title decides (the same as ILIKE on the title: ILIKE is LIKE on lower() of
 * both sides).
 */
function titleMatching(db: Db, tenantId: number, plan: SearchPlan & { keyword: string }) {
  return db
    .selectFrom('listing_titles')
    .where('tenant_id', '=', tenantId)
    .where('slot', '=', titleSlot(plan.gameId))
    .where('game_id', '=', plan.gameId)
    .$if(plan.priceFen.min !== null, (qb) => qb.where('price_fen', '>=', plan.priceFen.min as number))
    .$if(plan.priceFen.max !== null, (qb) => qb.where('price_fen', '<=', plan.priceFen.max as number))
    .$if(plan.kind !== undefined, (qb) => qb.where('kind', '=', plan.kind as NonNullable<SearchPlan['kind']>))
    .where(
      sql<boolean>`listing_title_grams(game_id, title) @> listing_title_grams(${plan.gameId}::bigint, ${plan.keyword})`,
    )
    .where(sql<boolean>`title LIKE lower(${keywordTerms(plan.keyword).pattern})`);
}

/** The partition of a game's titles in listing_titles (migration 2026_12_02_1600): its id modulo 64. */
const titleSlot = (gameId: number) => gameId % 64;

/** The parameters of titleMatching(db, tenantId, plan) in the order the builder writes them, and their shape. */
function titleMatchingValues(tenantId: number, plan: SearchPlan & { keyword: string }) {
  const values: unknown[] = [tenantId, titleSlot(plan.gameId), plan.gameId];
  const shape = `titles|p${plan.priceFen.min === null ? '' : '<'}${plan.priceFen.max === null ? '' : '>'}${plan.kind === undefined ? '' : '|kind'}`;
  if (plan.priceFen.min !== null) values.push(plan.priceFen.min);
  if (plan.priceFen.max !== null) values.push(plan.priceFen.max);
  if (plan.kind !== undefined) values.push(plan.kind);
  values.push(plan.gameId, plan.keyword, keywordTerms(plan.keyword).pattern);
  return { shape, values };
}

/**
 * Where a deep page's walk starts: the sort key and id of a listing at a known position, and how many listings
 * after it the page begins.
 */
export interface PageStart {
  key: string;
  id: number;
  offset: number;
}

/** How a sort key travels as text and back (a timestamptz keeps its microseconds, which a JS Date would lose). */
const sortKeyTypes = { price_fen: sql.raw('bigint'), listed_at: sql.raw('timestamptz') } as const;

/**
 * One page of matching listings. The page's ids are found first (for an unfiltered game an index-only walk of
 * the time or price index, so a deep offset skips index entries, not heap rows), then only those rows are read.
 * With `start`, the walk begins right after that listing, in the index (a row comparison on its sort key and id).
 */
export function searchListingPage(db: Db, tenantId: number, plan: SearchPlan, start?: PageStart) {
  const matched = matchingValues(tenantId, plan);
  const bounded = walksBounded(plan, start);
  const values = [
    ...matched.values,
    ...(start ? [start.key, start.id] : []),
    ...(bounded ? [] : [plan.limit]),
    start?.offset ?? plan.offset,
    tenantId,
  ];
  // A bounded walk has its page size in the SQL (see listingPageQuery): a shape per page size.
  const shape = `page|${plan.sort}|${start ? 'start|' : ''}${bounded ? `walk${plan.limit}|` : ''}${matched.shape}`;
  // Unfiltered, the plan is a walk of the sort's index whatever the values (measured at 1M: planning 0.35 of the
  // 0.65 ms), so it is planned once per connection; a filtered search is planned for its values.
  return searchShapes.execute(db, shape, values, () => listingPageQuery(db, tenantId, plan, start), {
    prepared: plan.unfiltered,
  });
}

/** Every this many listings of a game's order, a position a deep page's walk may start from (listing-page-starts). */
export const PAGE_START_STRIDE = 200;
/**
 * How far an unfiltered page walks its index at most: a deep page starts at the cached listing of its stride, so it is
 * at most a stride and a page from there.
 */
const UNFILTERED_WALK = PAGE_START_STRIDE + LISTING_PAGE_SIZE_MAX;

/** Whether searchListingPage walks the plan's page with a bounded walk (see listingPageQuery). */
const walksBounded = (plan: SearchPlan, start?: PageStart) =>
  plan.unfiltered && (start?.offset ?? plan.offset) + plan.limit <= UNFILTERED_WALK;

/**
 * The query of searchListingPage, unexecuted (benchmarks EXPLAIN it). An unfiltered page within UNFILTERED_WALK of its
 * start walks at most that many index entries and takes the page from them, its page size written in the SQL:
 * PostgreSQL estimates a LIMIT or OFFSET given as a parameter at a tenth of the rows below it, so the prepared
 * statement's generic plan joined a tenth of the game's listings in its estimate, looked ten times dearer than the
 * plans for the values, and PostgreSQL planned every execution anew (30 custom plans of 30). With the walk and the page
 * size constant only the offset is a parameter, a tenth of the walk is a few rows, and the generic plan is kept.
 */
export function listingPageQuery(db: Db, tenantId: number, plan: SearchPlan, start?: PageStart) {
  const [column, direction] = sortKeys[plan.sort];
  const after = direction === 'asc' ? sql.raw('>') : sql.raw('<');
  const walk = matching(db, tenantId, plan)
    .$if(start !== undefined, (qb) => {
      const { key, id } = start as PageStart;
      return qb.where(sql<boolean>`(${sql.ref(column)}, id) ${after} (${key}::${sortKeyTypes[column]}, ${id}::bigint)`);
    })
    .orderBy(column, direction)
    .orderBy('id', direction);
  const offset = start?.offset ?? plan.offset;
  const plain = () => walk.select('id').limit(plan.limit).offset(offset);
  // Both give the page's ids: only the builder's types differ.
  const ids = walksBounded(plan, start)
    ? (db
        .selectFrom(walk.select(['id', column]).limit(sql.lit(UNFILTERED_WALK)).as('w'))
        .select('w.id')
        .orderBy(`w.${column}`, direction)
        .orderBy('w.id', direction)
        .limit(sql.lit(plan.limit))
        .offset(offset) as unknown as ReturnType<typeof plain>)
    : plain();
  return db
    .selectFrom(ids.as('p'))
    .innerJoin('listings as l', (join) => join.on('l.tenant_id', '=', tenantId).onRef('l.id', '=', 'p.id'))
    .select(summaryColumns)
    .orderBy(`l.${column}`, direction)
    .orderBy('l.id', direction);
}

/**
 * The sort key (as text) and id of the matching listing at `position` (0-based) in the plan's order, or undefined
 * beyond the last: an index-only walk of `position` entries, for an unfiltered game.
 */
export function findListingAtPosition(db: Db, tenantId: number, plan: SearchPlan, position: number) {
  const [column, direction] = sortKeys[plan.sort];
  return matching(db, tenantId, plan)
    .select([sql<string>`${sql.ref(column)}::text`.as('key'), 'id'])
    .orderBy(column, direction)
    .orderBy('id', direction)
    .limit(1)
    .offset(position)
    .executeTakeFirst();
}

export type ListingSummaryRow = Awaited<ReturnType<typeof searchListingPage>>[number];

/**
 * A page and the total in one pass, for filtered searches: up to `cap + 1` matching rows are taken in any order
 * (the cheapest plan: for choice and region filters a GIN bitmap, which yields every match anyway), counted with
 * a window function, sorted, and the page's rows read. Exact while total ≤ cap; above it, the rows are a page of an
 * arbitrary subset and the caller must ask searchListingPage instead.
 */
export function searchCappedPage(db: Db, tenantId: number, plan: SearchPlan, cap: number) {
  const matched = searchesTitles(plan) ? titleMatchingValues(tenantId, plan) : matchingValues(tenantId, plan);
  const paged = [...matched.values, cap + 1, plan.limit, plan.offset];
  return plan.keyword === undefined
    ? searchShapes.execute(db, `capped|${plan.sort}|${matched.shape}`, paged, () =>
        cappedPageQuery(db, tenantId, plan, cap),
      )
    : searchShapes.execute(db, `keyword|${plan.sort}|${matched.shape}`, [...paged, tenantId], () =>
        keywordCappedPageQuery(db, tenantId, plan, cap),
      );
}

/** The query of searchCappedPage, unexecuted (benchmarks EXPLAIN it). */
export function cappedPageQuery(db: Db, tenantId: number, plan: SearchPlan, cap: number) {
  const [column, direction] = sortKeys[plan.sort];
  // Flat (no self-join): the candidates are few, so carrying their summary columns through the sort is cheaper
  // than reading the page's rows again by key, and the statement plans faster.
  const candidates = matching(db, tenantId, plan)
    .select(summaryColumnNames)
    .limit(cap + 1);
  return db
    .selectFrom(candidates.as('l'))
    .select([...summaryColumns, (eb) => eb.fn.countAll<string>().over().as('total')])
    .orderBy(`l.${column}`, direction)
    .orderBy('l.id', direction)
    .limit(plan.limit)
    .offset(plan.offset);
}

/**
 * The query of searchCappedPage for a keyword, unexecuted (benchmarks EXPLAIN it). A keyword matches many more
 * listings than the choice filters do (at 1M, 700–3,500 of a game), so only their ids and sort key go through the
 * count and the sort, and the page's rows are read again by key: carrying every candidate's summary columns through
 * the window function was a third of the query. The candidates come from listing_titles when the plan allows
 * (searchesTitles), else from `listings`.
 */
export function keywordCappedPageQuery(db: Db, tenantId: number, plan: SearchPlan, cap: number) {
  const [column, direction] = sortKeys[plan.sort];
  const fromListings = () =>
    matching(db, tenantId, plan)
      .select(['id', column])
      .limit(cap + 1);
  // Both give the same columns (id and the sort key): only the tables they are built on differ in type.
  const candidates = searchesTitles(plan)
    ? (titleMatching(db, tenantId, plan)
        .select(['listing_id as id', column])
        .limit(cap + 1) as unknown as ReturnType<typeof fromListings>)
    : fromListings();
  const page = db
    .selectFrom(candidates.as('c'))
    .select(['c.id', (eb) => eb.fn.countAll<string>().over().as('total')])
    .orderBy(`c.${column}`, direction)
    .orderBy('c.id', direction)
    .limit(plan.limit)
    .offset(plan.offset);
  return db
    .selectFrom(page.as('p'))
    .innerJoin('listings as l', (join) => join.on('l.tenant_id', '=', tenantId).onRef('l.id', '=', 'p.id'))
    .select([...summaryColumns, 'p.total'])
    .orderBy(`l.${column}`, direction)
    .orderBy('l.id', direction);
}

/** How many listings match, counting no further than `cap + 1` (the caller reports "at least cap"). */
export async function countMatchingCapped(db: Db, tenantId: number, plan: SearchPlan, cap: number): Promise<number> {
  const row = await countMatchingQuery(db, tenantId, plan, cap).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The query of countMatchingCapped, unexecuted (benchmarks EXPLAIN it). */
export function countMatchingQuery(db: Db, tenantId: number, plan: SearchPlan, cap: number) {
  const capped = matching(db, tenantId, plan)
    .select(sql.lit(1).as('one'))
    .limit(cap + 1);
  return db.selectFrom(capped.as('m')).select((eb) => eb.fn.countAll<string>().as('n'));
}

const detailColumns = [...summaryColumns, 'l.description', 'l.gallery', 'l.attrs'] as const;

// A prepared statement: the detail page's query, on every view of a listing (see db/prepared-query.ts).
const publicListingQuery = preparedQuery((db: Db, tenantId: number, id: number) =>
  db
    .selectFrom('listings as l')
    .select(detailColumns)
    .where('l.tenant_id', '=', tenantId)
    .where('l.id', '=', id)
    .where('l.status', 'in', PUBLIC_STATUSES)
    .where(publicOrigin('l')),
);

/** A listing a buyer may open (public statuses and origins only), with what its detail page shows. */
export async function findPublicListing(db: Db, tenantId: number, id: number) {
  const [row] = await publicListingQuery(db, tenantId, id);
  return row;
}

/** The summaries of the given listings (any status), keyed by id. */
export function findListingSummaries(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('listings as l')
    .select(summaryColumns)
    .where('l.tenant_id', '=', tenantId)
    .where('l.id', 'in', ids)
    .execute();
}

/**
 * Up to `limit` other listings on sale of the game nearest in price: the nearest from above and from below are
 * each a short walk of the price index; the closest of both are kept.
 */
export function listNearestPriced(
  db: Db,
  tenantId: number,
  listing: { id: number; gameId: number; priceFen: number },
  limit: number,
) {
  const side = (above: boolean) =>
    db
      .selectFrom('listings')
      .select(['id', 'price_fen'])
      .where('tenant_id', '=', tenantId)
      .where('game_id', '=', listing.gameId)
      .where('status', '=', ON_SALE)
      .where('id', '<>', listing.id)
      .where('price_fen', above ? '>=' : '<', listing.priceFen)
      .orderBy('price_fen', above ? 'asc' : 'desc')
      .orderBy('id', above ? 'asc' : 'desc')
      .limit(limit);
  // Each side keeps its own ORDER BY and LIMIT inside a subquery (a bare UNION branch cannot have them).
  const both = db
    .selectFrom(side(true).as('above'))
    .selectAll()
    .unionAll(db.selectFrom(side(false).as('below')).selectAll());
  const nearest = db
    .selectFrom(both.as('n'))
    .select('n.id')
    .orderBy(sql`abs(n.price_fen - ${listing.priceFen})`)
    .orderBy('n.id')
    .limit(limit);
  return db
    .selectFrom(nearest.as('p'))
    .innerJoin('listings as l', (join) => join.on('l.tenant_id', '=', tenantId).onRef('l.id', '=', 'p.id'))
    .select(summaryColumns)
    .orderBy(sql`abs(l.price_fen - ${listing.priceFen})`)
    .orderBy('l.id')
    .execute();
}

/** The tenant's latest sold listings with their game's name (not a bid recycle's: never public). */
export function listRecentlySold(db: Db, tenantId: number, limit: number) {
  return db
    .selectFrom('listings as l')
    .innerJoin('games as g', (join) => join.onRef('g.tenant_id', '=', 'l.tenant_id').onRef('g.id', '=', 'l.game_id'))
    .select(['l.id', 'l.title', 'l.game_id', 'g.name as game_name', 'l.price_fen', 'l.sold_at'])
    .where('l.tenant_id', '=', tenantId)
    .where('l.status', '=', sql.lit<ListingStatus>('sold'))
    .where(publicOrigin('l'))
    .orderBy('l.sold_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

/** The status of a listing, when it is public (status and origin). */
export async function findPublicStatus(db: Db, tenantId: number, id: number): Promise<ListingStatus | undefined> {
  const row = await db
    .selectFrom('listings')
    .select('status')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('status', 'in', PUBLIC_STATUSES)
    .where(publicOrigin('listings'))
    .executeTakeFirst();
  return row?.status;
}

export interface ListingView {
  listingId: number;
  userId: number | null;
  visitorId: string;
  at: Date;
}

/** Who a view is counted for: the signed-in user, else the tracking's visitor id (see listing_view_days). */
function viewerKey(view: ListingView): string {
  return view.userId === null ? `v:${view.visitorId}` : `u:${view.userId}`;
}

/**
 * Records a view of a public listing in one statement: the browse event always, and one more in the listing's
 * `views` only for the viewer's first view of the listing that China day (the insert into listing_view_days that
 * finds its key taken adds nothing, so reloads and concurrent requests count once). Answers false (nothing written)
 * when the listing is not a public listing of the tenant.
 */
export async function recordListingView(db: Db, tenantId: number, view: ListingView): Promise<boolean> {
  const chinaDay = sql`(${view.at}::timestamptz AT TIME ZONE 'Asia/Shanghai')::date`;
  const row = await db
    .with('listing', (qb) =>
      qb
        .selectFrom('listings')
        .select(['tenant_id', 'id'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', view.listingId)
        .where('status', 'in', PUBLIC_STATUSES)
        .where(publicOrigin('listings')),
    )
    // The listing's counted visitors of past days are no longer needed: dropped here, so the table holds about
    // one day of views without a sweep.
    .with('past_days', (qb) =>
      qb
        .deleteFrom('listing_view_days')
        .where('tenant_id', '=', tenantId)
        .where('listing_id', '=', view.listingId)
        .where('day', '<', sql<Date>`${chinaDay}`)
        .returning('listing_id'),
    )
    .with('first_today', (qb) =>
      qb
        .insertInto('listing_view_days')
        .columns(['tenant_id', 'listing_id', 'visitor_key', 'day'])
        .expression((eb) =>
          eb
            .selectFrom('listing')
            .select([
              'listing.tenant_id',
              'listing.id',
              sql<string>`${viewerKey(view)}::text`.as('visitor_key'),
              sql<string>`${chinaDay}`.as('day'),
            ]),
        )
        .onConflict((oc) => oc.doNothing())
        .returning(['tenant_id', 'listing_id']),
    )
    .with('bumped', (qb) =>
      qb
        .updateTable('listings')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', (eb) => eb.selectFrom('first_today').select('first_today.listing_id'))
        .returning('id'),
    )
    .insertInto('browse_events')
    .columns(['tenant_id', 'kind', 'goods_id', 'user_id', 'visitor_id', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('listing')
        .select([
          'listing.tenant_id',
          sql.lit('goods').as('kind'),
          'listing.id',
          sql<number | null>`${view.userId}::bigint`.as('user_id'),
          sql<string>`${view.visitorId}::text`.as('visitor_id'),
          sql<Date>`${view.at}::timestamptz`.as('created_at'),
        ]),
    )
    .returning('goods_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewDraftListing {
  /** The recycle that holds the account: never on the market as it stands (see publicOrigin). */
  origin: 'quick_recycle' | 'bid_recycle';
  number: string;
  gameId: number;
  sellerUserId: number;
  title: string;
  priceFen: number;
  coverUrl?: string;
  gallery?: string[];
  attrs: ListingAttrs;
  /** The search columns (listingSearchColumns); none when omitted. */
  searchIds?: number[];
  numbers?: (number | null)[];
  region: ListingRegionColumns;
  /** The login's blacklist digest, so that staff reviews and later blacklist entries match the account. */
  loginDigest: string;
  at: Date;
}

/**
 * The account's listing while a recycle or bidding request on it is open: a consignment draft of the seller that
 * holds the vault's credentials and is never on the market.
 */
export function insertDraftListing(db: Db, tenantId: number, listing: NewDraftListing) {
  return db
    .insertInto('listings')
    .values({
      tenant_id: tenantId,
      number: listing.number,
      game_id: listing.gameId,
      seller_user_id: listing.sellerUserId,
      kind: 'consignment',
      origin: listing.origin,
      status: 'draft',
      title: listing.title,
      price_fen: listing.priceFen,
      cost_fen: null,
      cover_url: listing.coverUrl ?? '',
      gallery: JSON.stringify(listing.gallery ?? []),
      system_id: listing.region.systemId,
      operator_id: listing.region.operatorId,
      region_id: listing.region.regionId,
      server_id: listing.region.serverId,
      attrs: JSON.stringify(listing.attrs),
      ...searchColumnValues({ searchIds: listing.searchIds ?? [], numbers: listing.numbers ?? [] }),
      login_digest: listing.loginDigest,
      listed_at: null,
      sold_at: null,
      created_at: listing.at,
      updated_at: listing.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
