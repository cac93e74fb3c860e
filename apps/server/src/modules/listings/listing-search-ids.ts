import { levelSearchId } from '@gs/shared/listings';
import type { ListingAttrs } from '../../db/tables/listings.table.ts';
import type { AttributeDef } from '../catalogue/index.ts';

/**
 * The search ids of a choice-with-level value (`[choiceId, levelIndex]` pairs): each choice, and each choice at its
 * level, so that both "has this hero" and "has this hero at level ≥ n" are index lookups.
 */
export function levelAttributeSearchIds(pairs: readonly (readonly [number, number])[]): number[] {
  return pairs.flatMap(([choiceId, level]) => [choiceId, levelSearchId(choiceId, level)]);
}

/** A listing's region columns: the path from the region root down to the node the seller picked. */
export interface ListingRegionColumns {
  systemId: number | null;
  operatorId: number | null;
  regionId: number | null;
  serverId: number | null;
}

/**
 * The search columns of a listing as the market's search reads them (and as the demo seed writes them): choice ids
 * (and, for a choice with level, each choice at its level), the negated ids of its region path, and each number
 * attribute in its slot (num_1 … num_4).
 */
export function listingSearchColumns(
  attributes: readonly Pick<AttributeDef, 'id' | 'kind' | 'numberSlot'>[],
  attrs: ListingAttrs,
  region: ListingRegionColumns,
): { searchIds: number[]; numbers: [number | null, number | null, number | null, number | null] } {
  const searchIds: number[] = [];
  const numbers: [number | null, number | null, number | null, number | null] = [null, null, null, null];
  for (const attribute of attributes) {
    const value = attrs[String(attribute.id)];
    if (value === undefined) continue;
    if (attribute.kind === 'number' && typeof value === 'number') {
      if (attribute.numberSlot !== null) numbers[attribute.numberSlot - 1] = value;
    } else if (attribute.kind === 'single' && typeof value === 'number') {
      searchIds.push(value);
    } else if (attribute.kind === 'multiple' && Array.isArray(value)) {
      for (const id of value) if (typeof id === 'number') searchIds.push(id);
    } else if (attribute.kind === 'level' && Array.isArray(value)) {
      searchIds.push(...levelAttributeSearchIds(value.filter((pair): pair is [number, number] => Array.isArray(pair))));
    }
  }
  for (const id of [region.systemId, region.operatorId, region.regionId, region.serverId]) {
    if (id !== null) searchIds.push(-id);
  }
  return { searchIds: [...new Set(searchIds)], numbers };
}

/**
 * A listing row's search columns from `listingSearchColumns`' answer (or a stored listing's): `search_ids` and the
 * number slots `num_1` … `num_4`. The one place the slots are spelt out, for every repository that writes them.
 */
export function searchColumnValues(columns: { searchIds: readonly number[]; numbers: readonly (number | null)[] }) {
  return {
    search_ids: [...columns.searchIds],
    num_1: columns.numbers[0] ?? null,
    num_2: columns.numbers[1] ?? null,
    num_3: columns.numbers[2] ?? null,
    num_4: columns.numbers[3] ?? null,
  };
}
