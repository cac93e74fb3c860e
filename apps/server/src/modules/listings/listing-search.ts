import type { FieldError } from '@gs/shared/envelope';
import {
  type AttributeFilter,
  LISTING_SEARCH_MAX_WINDOW,
  type ListingKind,
  type ListingSearchQuery,
  type ListingSort,
  levelSearchId,
} from '@gs/shared/listings';
import { AppError } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import type { AttributeDef, GameCatalogue } from '../catalogue/index.ts';
import { storedPriceRange } from './listing-price.ts';

export type NumberColumn = 'num_1' | 'num_2' | 'num_3' | 'num_4';

/** A validated search, in the terms of the listings table. */
export interface SearchPlan {
  gameId: number;
  /** The listing's search keys (see searchKey) must contain all of these: single-choice filters, or the region. */
  allOf: string[];
  /** …and share at least one key with each group (filters with several choices). */
  anyOf: string[][];
  numberRanges: { column: NumberColumn; min: number | null; max: number | null }[];
  priceFen: { min: number | null; max: number | null };
  kind: ListingKind | undefined;
  keyword: string | undefined;
  sort: ListingSort;
  limit: number;
  offset: number;
  /** No filter but the game (and kind): the total comes from the on-sale counters. */
  unfiltered: boolean;
  /** The price window holds no possible shown price: nothing can match. */
  empty: boolean;
}

const PAIR_BASE = 2n ** 31n;

/**
 * The search key of a choice, as the index function listing_search_keys (migration 2026_11_21_1200) writes it:
 * within a region r the pair key r·2^31 + c (short posting lists), else the choice id itself. Decimal strings:
 * pair keys pass 2^53.
 */
export function searchKey(choiceId: number, regionId: number | null): string {
  return regionId === null ? String(choiceId) : String(BigInt(regionId) * PAIR_BASE + BigInt(choiceId));
}

/** The search key of a region (any level): its id negated. */
export function regionSearchKey(regionId: number): string {
  return String(-regionId);
}

function invalid(field: string, messageKey: MessageKey, params: Record<string, string | number> = {}): AppError {
  const fields: FieldError[] = [{ field, message: '' }];
  return new AppError(400, 'VALIDATION_FAILED', messageKey, { params, fields });
}

/** The deepest node of the region path, after checking that each id is a child of the one before it. */
function deepestRegion(game: GameCatalogue, path: number[]): number | null {
  let previous: number | null = null;
  for (const [index, id] of path.entries()) {
    const region = game.regions.get(id);
    if (!region || (previous !== null && region.parentId !== previous)) {
      throw invalid(`body.regionPath.${index}`, 'filterRegionPath', { id });
    }
    previous = id;
  }
  return previous;
}

function checkRange(field: string, min: number | undefined, max: number | undefined) {
  if (min !== undefined && max !== undefined && min > max) throw invalid(field, 'filterRangeReversed', { min, max });
}

/** The search ids of the chosen choices at `minLevel` or above: 400 unless a level attribute has that level. */
function levelSearchIds(attribute: AttributeDef, ids: number[], minLevel: number, index: number): number[] {
  if (attribute.kind !== 'level' || minLevel >= attribute.levels.length) {
    throw invalid(`body.attrs.${index}.minLevel`, 'filterUnknownLevel', { name: attribute.name, level: minLevel });
  }
  const levels = attribute.levels.map((_, level) => level).filter((level) => level >= minLevel);
  return ids.flatMap((id) => levels.map((level) => levelSearchId(id, level)));
}

function attributeOf(game: GameCatalogue, filter: AttributeFilter, index: number): AttributeDef {
  const attribute = game.attributesById.get(filter.id);
  // A disabled attribute is no longer a filter (it stays in attributesById to render listings).
  if (!attribute?.enabled) throw invalid(`body.attrs.${index}.id`, 'filterUnknownAttribute', { id: filter.id });
  if (!attribute.searchable) throw invalid(`body.attrs.${index}.id`, 'filterNotSearchable', { name: attribute.name });
  return attribute;
}

/**
 * Checks a search against the game's template and turns it into a plan: 400 naming the field for a reversed
 * range, an unknown or unsearchable attribute, a choice of another attribute, a broken region path, or a page
 * beyond the search window. Choices within one filter are any-of; filters are all-of.
 */
export function planListingSearch(game: GameCatalogue, query: ListingSearchQuery, markupBp: number): SearchPlan {
  if (query.pageNum * query.pageSize > LISTING_SEARCH_MAX_WINDOW) {
    throw invalid('body.pageNum', 'searchWindowExceeded', { max: LISTING_SEARCH_MAX_WINDOW });
  }
  checkRange('body.priceMin', query.priceMin, query.priceMax);

  const allOf = new Set<string>();
  const anyOf: string[][] = [];
  const numberRanges: SearchPlan['numberRanges'] = [];
  const region = query.regionPath?.length ? deepestRegion(game, query.regionPath) : null;

  for (const [index, filter] of (query.attrs ?? []).entries()) {
    const attribute = attributeOf(game, filter, index);
    const hasRange = filter.min !== undefined || filter.max !== undefined;
    if (attribute.kind === 'number') {
      if (filter.choiceIds || !hasRange || attribute.numberSlot === null) {
        throw invalid(`body.attrs.${index}`, 'filterNeedsRange', { name: attribute.name });
      }
      checkRange(`body.attrs.${index}.min`, filter.min, filter.max);
      numberRanges.push({
        column: `num_${attribute.numberSlot}`,
        min: filter.min ?? null,
        max: filter.max ?? null,
      });
      continue;
    }
    if (!filter.choiceIds || hasRange) {
      throw invalid(`body.attrs.${index}`, 'filterNeedsChoices', { name: attribute.name });
    }
    const ids = [...new Set(filter.choiceIds)];
    for (const id of ids) {
      const choice = game.choices.get(id);
      if (choice?.attributeId !== attribute.id || !choice.enabled) {
        throw invalid(`body.attrs.${index}.choiceIds`, 'filterUnknownChoice', { id, name: attribute.name });
      }
    }
    const searchIds = filter.minLevel === undefined ? ids : levelSearchIds(attribute, ids, filter.minLevel, index);
    const keys = searchIds.map((id) => searchKey(id, region));
    if (keys.length === 1) allOf.add(keys[0] as string);
    else anyOf.push(keys);
  }
  // With a choice filter the pair keys already hold the region; alone it is a key of its own.
  if (region !== null && allOf.size === 0 && anyOf.length === 0) allOf.add(regionSearchKey(region));

  const price = storedPriceRange(query.priceMin, query.priceMax, markupBp);
  const keyword = query.keyword?.trim() || undefined;
  return {
    gameId: game.game.id,
    allOf: [...allOf],
    anyOf,
    numberRanges,
    priceFen: { min: price.min, max: price.max },
    kind: query.kind,
    keyword,
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.pageNum - 1) * query.pageSize,
    unfiltered:
      allOf.size === 0 &&
      anyOf.length === 0 &&
      numberRanges.length === 0 &&
      price.min === null &&
      price.max === null &&
      keyword === undefined,
    empty: price.empty,
  };
}
