import {
  listingOrigins,
  type StaffListingQuery,
  staffListingSorts,
  staffListingStatuses,
} from '@gs/shared/consignment';
import { parsePageNum, parseQueryId } from '@gs/web/query-values';
import type { ListingListQuery } from '../api/get-listings';

export const PAGE_SIZES = [20, 50, 100] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

const fen = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,12}$/.test(value)) return undefined;
  return Number(value);
};

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed.slice(0, max);
};

/** The list's filters, sort and page from the URL; anything malformed is left out rather than sent. */
export function readListingQuery(params: URLSearchParams): ListingListQuery {
  const size = Number(params.get('pageSize'));
  const seller = text(params.get('seller'), 11);
  const query: ListingListQuery = {
    status: oneOf(staffListingStatuses, params.get('status')),
    gameId: parseQueryId(params.get('gameId')) ?? undefined,
    origin: oneOf(listingOrigins, params.get('origin')),
    selfOperated: oneOf(['true', 'false'] as const, params.get('selfOperated')),
    minPriceFen: fen(params.get('minPriceFen')),
    maxPriceFen: fen(params.get('maxPriceFen')),
    seller: seller && /^\d+$/.test(seller) ? seller : undefined,
    number: text(params.get('number'), 40),
    keyword: text(params.get('keyword'), 60),
    sort: oneOf(staffListingSorts, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    pageNum: parsePageNum(params.get('pageNum')),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0],
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ListingListQuery;
}

/** The URL of a query: defaults (page 1, the first page size) left out; `id` (the open drawer) kept when given. */
export function writeListingQuery(query: Partial<StaffListingQuery>, id?: number | null): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (key === 'pageNum' && value === 1) continue;
    if (key === 'pageSize' && value === PAGE_SIZES[0]) continue;
    params.set(key, String(value));
  }
  if (id) params.set('id', String(id));
  return params;
}
