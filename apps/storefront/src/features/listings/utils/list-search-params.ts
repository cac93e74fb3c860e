import {
  LEVEL_INDEX_MAX,
  LISTING_PAGE_SIZE_MAX,
  LISTING_SEARCH_MAX_WINDOW,
  type ListingKind,
  type ListingSort,
  listingKinds,
  listingSorts,
  PRICE_FILTER_MAX,
} from '@gs/shared/listing-basics';
import { fenToYuanText, parseYuan } from '@gs/web/format-money';
import type { ListingSearch } from '../api/search-listings';

/*
 * The product list's state as it lives in the URL query, so that a link reproduces the view:
 *   gameId=1 & region=1.20.68 (ids root → down) & kind=consignment & a5=21,22 (choices) & a7=31,32@1 (choices at
 *   level index 1 or higher) & a3=10-50 (range, either side optional) & priceMin=100 & priceMax=250.5 (yuan) & keyword=… & sort=price_asc & page=2 &
 *   size=40 & view=row
 * Reading never throws: a value that does not make sense (hostile or stale) is dropped, not guessed at.
 */

export type ListLayout = 'grid' | 'row';

export interface ChoiceFilter {
  id: number;
  /** Any of these (sorted, unique). */
  choiceIds: number[];
  /** Choice-with-level attributes: the chosen choices at this level index or higher. */
  minLevel?: number;
}

export interface RangeFilter {
  id: number;
  /** Inclusive bounds; at least one is set. */
  min: number | null;
  max: number | null;
}

export type ListAttributeFilter = ChoiceFilter | RangeFilter;

export interface ListView {
  gameId: number | null;
  /** Region node ids from the root down. */
  regionPath: number[];
  kind: ListingKind | null;
  /** Sorted by attribute id, one filter per attribute. */
  attrs: ListAttributeFilter[];
  /** Fen. */
  priceMin: number | null;
  priceMax: number | null;
  keyword: string;
  sort: ListingSort;
  page: number;
  size: number;
  layout: ListLayout;
}

/** The part of the view that selects listings (a change of any of these goes back to page 1). */
export type ListFilters = Pick<ListView, 'regionPath' | 'kind' | 'attrs' | 'priceMin' | 'priceMax' | 'keyword'>;

export const DEFAULT_SORT: ListingSort = 'time_desc';
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [20, 40, 60, 100] as const;
export const REGION_DEPTH_MAX = 4;
export const KEYWORD_MAX_LENGTH = 50;
const ATTRIBUTE_FILTERS_MAX = 30;
const CHOICES_PER_FILTER_MAX = 50;
/** Ids and attribute bounds are database integers. */
const INT_MAX = 2_147_483_647;

export const emptyFilters: ListFilters = {
  regionPath: [],
  kind: null,
  attrs: [],
  priceMin: null,
  priceMax: null,
  keyword: '',
};

export const defaultListView: ListView = {
  gameId: null,
  ...emptyFilters,
  sort: DEFAULT_SORT,
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  layout: 'grid',
};

export function isChoiceFilter(filter: ListAttributeFilter): filter is ChoiceFilter {
  return 'choiceIds' in filter;
}

/** The last page the server serves at this page size (no result beyond position 10,000). */
export function lastReachablePage(size: number): number {
  return Math.max(1, Math.floor(LISTING_SEARCH_MAX_WINDOW / size));
}

function toId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= INT_MAX ? value : null;
}

function toBound(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= INT_MAX ? value : null;
}

function readRegionPath(text: string | null): number[] {
  const path: number[] = [];
  for (const part of (text ?? '').split('.').slice(0, REGION_DEPTH_MAX)) {
    const id = toId(part);
    if (id === null) break; // a hole makes the rest meaningless: keep the valid prefix
    path.push(id);
  }
  return path;
}

function readLevel(text: string): number | null {
  if (!/^\d{1,2}$/.test(text)) return null;
  const level = Number(text);
  return level <= LEVEL_INDEX_MAX ? level : null;
}

function readAttributeFilter(id: number, text: string): ListAttributeFilter | null {
  const range = /^(\d*)-(\d*)$/.exec(text);
  if (range) {
    const [, minText = '', maxText = ''] = range;
    const min = minText === '' ? null : toBound(minText);
    const max = maxText === '' ? null : toBound(maxText);
    if ((minText !== '' && min === null) || (maxText !== '' && max === null)) return null;
    if (min === null && max === null) return null;
    if (min !== null && max !== null && min > max) return null;
    return { id, min, max };
  }
  const [choicesText = '', levelText] = text.split('@', 2);
  const choiceIds = [...new Set(choicesText.split(',').map(toId))]
    .filter((choice): choice is number => choice !== null)
    .slice(0, CHOICES_PER_FILTER_MAX)
    .sort((a, b) => a - b);
  if (choiceIds.length === 0) return null;
  const minLevel = levelText === undefined ? null : readLevel(levelText);
  return minLevel === null ? { id, choiceIds } : { id, choiceIds, minLevel };
}

function readAttributeFilters(params: URLSearchParams): ListAttributeFilter[] {
  const byId = new Map<number, ListAttributeFilter>();
  for (const [name, value] of params) {
    const id = toId(/^a(\d+)$/.exec(name)?.[1]);
    if (id === null || byId.has(id) || byId.size >= ATTRIBUTE_FILTERS_MAX) continue;
    const filter = readAttributeFilter(id, value.trim());
    if (filter) byId.set(id, filter);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function readPrice(text: string | null): number | null {
  const fen = text === null ? null : parseYuan(text);
  return fen !== null && fen <= PRICE_FILTER_MAX ? fen : null;
}

function readPageSize(text: string | null): number {
  const size = toId(text);
  return size === null ? DEFAULT_PAGE_SIZE : Math.min(size, LISTING_PAGE_SIZE_MAX);
}

/** The view a URL query describes; anything unreadable falls back to its default. */
export function parseListParams(params: URLSearchParams): ListView {
  let priceMin = readPrice(params.get('priceMin'));
  let priceMax = readPrice(params.get('priceMax'));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    priceMin = null;
    priceMax = null;
  }
  const kind = params.get('kind');
  const sort = params.get('sort');
  const size = readPageSize(params.get('size'));
  return {
    gameId: toId(params.get('gameId')),
    regionPath: readRegionPath(params.get('region')),
    kind: listingKinds.find((known) => known === kind) ?? null,
    attrs: readAttributeFilters(params),
    priceMin,
    priceMax,
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH).trim(),
    sort: listingSorts.find((known) => known === sort) ?? DEFAULT_SORT,
    page: Math.min(toId(params.get('page')) ?? 1, lastReachablePage(size)),
    size,
    layout: params.get('view') === 'row' ? 'row' : 'grid',
  };
}

function writeAttributeFilter(filter: ListAttributeFilter): string {
  if (isChoiceFilter(filter)) {
    return filter.minLevel === undefined
      ? filter.choiceIds.join(',')
      : `${filter.choiceIds.join(',')}@${filter.minLevel}`;
  }
  return `${filter.min ?? ''}-${filter.max ?? ''}`;
}

/** The URL query of a view, in a fixed order and without defaults (the same view always gives the same URL). */
export function toListParams(view: ListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.gameId !== null) params.set('gameId', String(view.gameId));
  if (view.regionPath.length > 0) params.set('region', view.regionPath.join('.'));
  if (view.kind) params.set('kind', view.kind);
  for (const filter of [...view.attrs].sort((a, b) => a.id - b.id)) {
    params.set(`a${filter.id}`, writeAttributeFilter(filter));
  }
  if (view.priceMin !== null) params.set('priceMin', fenToYuanText(view.priceMin));
  if (view.priceMax !== null) params.set('priceMax', fenToYuanText(view.priceMax));
  if (view.keyword) params.set('keyword', view.keyword);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) params.set('size', String(view.size));
  if (view.layout === 'row') params.set('view', 'row');
  return params;
}

/** The body of the listing search for a view (without the tenant's key); null while no game is chosen. */
export function toListingSearch(view: ListView): ListingSearch | null {
  if (view.gameId === null) return null;
  const search: ListingSearch = {
    gameId: view.gameId,
    sort: view.sort,
    pageNum: view.page,
    pageSize: view.size,
  };
  if (view.regionPath.length > 0) search.regionPath = view.regionPath;
  if (view.attrs.length > 0) {
    search.attrs = view.attrs.map((filter) => {
      if (isChoiceFilter(filter)) {
        return filter.minLevel === undefined
          ? { id: filter.id, choiceIds: filter.choiceIds }
          : { id: filter.id, choiceIds: filter.choiceIds, minLevel: filter.minLevel };
      }
      return {
        id: filter.id,
        ...(filter.min !== null ? { min: filter.min } : {}),
        ...(filter.max !== null ? { max: filter.max } : {}),
      };
    });
  }
  if (view.priceMin !== null) search.priceMin = view.priceMin;
  if (view.priceMax !== null) search.priceMax = view.priceMax;
  if (view.keyword) search.keyword = view.keyword;
  if (view.kind) search.kind = view.kind;
  return search;
}

/** How many filters are applied (the badge of the mobile "Filters" button). */
export function countAppliedFilters(filters: ListFilters): number {
  return (
    (filters.regionPath.length > 0 ? 1 : 0) +
    (filters.kind ? 1 : 0) +
    filters.attrs.length +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) +
    (filters.keyword ? 1 : 0)
  );
}
