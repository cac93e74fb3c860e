import { PRICE_FILTER_MAX } from '@gs/shared/listing-basics';
import { fenToYuanText, parseYuan } from '@gs/web/format-money';
import { withAttributeFilter } from './list-attribute-filters';
import {
  isChoiceFilter,
  KEYWORD_MAX_LENGTH,
  type ListAttributeFilter,
  type ListFilters,
  type RangeFilter,
} from './list-search-params';

/*
 * What the user is typing into the list's text inputs (price, keyword, number ranges) before pressing Search.
 * Nothing typed is searched until then; reading the drafts checks them and answers either the filters to apply
 * or the message of each field that is wrong.
 */

export interface RangeDraft {
  min: string;
  max: string;
}

export interface FilterDrafts {
  keyword: string;
  /** Yuan, as typed. */
  priceMin: string;
  priceMax: string;
  /** Number attributes by id. */
  ranges: Record<number, RangeDraft>;
}

export type PriceProblem = 'priceInvalid' | 'priceTooHigh' | 'priceReversed';
export type RangeProblem = 'rangeInvalid' | 'rangeReversed';

export interface DraftProblems {
  price?: PriceProblem;
  ranges: Record<number, RangeProblem>;
}

export type DraftReading =
  | { ok: true; filters: Pick<ListFilters, 'keyword' | 'priceMin' | 'priceMax' | 'attrs'> }
  | { ok: false; problems: DraftProblems };

const emptyRange: RangeDraft = { min: '', max: '' };

/** The drafts showing what is applied. */
export function draftsOf(filters: Pick<ListFilters, 'keyword' | 'priceMin' | 'priceMax' | 'attrs'>): FilterDrafts {
  const ranges: Record<number, RangeDraft> = {};
  for (const filter of filters.attrs) {
    if (isChoiceFilter(filter)) continue;
    ranges[filter.id] = { min: filter.min?.toString() ?? '', max: filter.max?.toString() ?? '' };
  }
  return {
    keyword: filters.keyword,
    priceMin: filters.priceMin === null ? '' : fenToYuanText(filters.priceMin),
    priceMax: filters.priceMax === null ? '' : fenToYuanText(filters.priceMax),
    ranges,
  };
}

export function rangeDraftOf(drafts: FilterDrafts, id: number): RangeDraft {
  return drafts.ranges[id] ?? emptyRange;
}

/** The price filter of the two price inputs, in fen, or what is wrong with them. */
export function readPriceDrafts(
  minText: string,
  maxText: string,
): { min: number | null; max: number | null } | { problem: PriceProblem } {
  const bounds: (number | null)[] = [];
  for (const text of [minText.trim(), maxText.trim()]) {
    if (text === '') {
      bounds.push(null);
      continue;
    }
    const fen = parseYuan(text);
    if (fen === null) return { problem: 'priceInvalid' };
    if (fen > PRICE_FILTER_MAX) return { problem: 'priceTooHigh' };
    bounds.push(fen);
  }
  const [min = null, max = null] = bounds;
  if (min !== null && max !== null && min > max) return { problem: 'priceReversed' };
  return { min, max };
}

function readRangeDraft(id: number, draft: RangeDraft): RangeFilter | null | RangeProblem {
  const bounds: (number | null)[] = [];
  for (const text of [draft.min.trim(), draft.max.trim()]) {
    if (text === '') bounds.push(null);
    else if (/^\d{1,9}$/.test(text)) bounds.push(Number(text));
    else return 'rangeInvalid';
  }
  const [min = null, max = null] = bounds;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return 'rangeReversed';
  return { id, min, max };
}

/** Checks the drafts against the applied attribute filters: the filters to apply, or every problem found. */
export function readDrafts(drafts: FilterDrafts, attrs: ListAttributeFilter[]): DraftReading {
  const problems: DraftProblems = { ranges: {} };
  const price = readPriceDrafts(drafts.priceMin, drafts.priceMax);
  if ('problem' in price) problems.price = price.problem;

  let nextAttrs = attrs;
  for (const [key, draft] of Object.entries(drafts.ranges)) {
    const id = Number(key);
    const range = readRangeDraft(id, draft);
    if (typeof range === 'string') problems.ranges[id] = range;
    else nextAttrs = withAttributeFilter(nextAttrs, id, range);
  }

  if ('problem' in price || Object.keys(problems.ranges).length > 0) return { ok: false, problems };
  return {
    ok: true,
    filters: {
      keyword: drafts.keyword.trim().slice(0, KEYWORD_MAX_LENGTH).trim(),
      priceMin: price.min,
      priceMax: price.max,
      attrs: nextAttrs,
    },
  };
}
