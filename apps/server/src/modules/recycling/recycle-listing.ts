import { levelSearchId } from '@gs/shared/catalogue';
import type { ListingAttrs } from '../../db/tables/listings.table.ts';
import { AppError } from '../../lib/errors.ts';
import { type GameCatalogue, regionPath } from '../catalogue/index.ts';

export interface ListingRegion {
  systemId: number | null;
  operatorId: number | null;
  regionId: number | null;
  serverId: number | null;
}

/**
 * The listing's region columns from the node picked last (a server, or a region without servers); all null when
 * none was picked. 400 naming `regionNodeId` for a node of another game or one with servers under it.
 */
export function listingRegionOf(catalogue: GameCatalogue, nodeId: number | undefined): ListingRegion {
  const region: ListingRegion = { systemId: null, operatorId: null, regionId: null, serverId: null };
  if (nodeId === undefined) return region;
  const node = catalogue.regions.get(nodeId);
  if (!node || node.childIds.length > 0 || (node.kind !== 'server' && node.kind !== 'region')) {
    throw new AppError(400, 'VALIDATION_FAILED', 'recycleRegionInvalid', {
      params: { id: nodeId },
      fields: [{ field: 'body.regionNodeId', messageKey: 'recycleRegionInvalid', params: { id: nodeId } }],
    });
  }
  for (const step of regionPath(catalogue, nodeId)) {
    if (step.kind === 'system') region.systemId = step.id;
    else if (step.kind === 'operator') region.operatorId = step.id;
    else if (step.kind === 'region') region.regionId = step.id;
    else region.serverId = step.id;
  }
  return region;
}

/**
 * The search columns of a listing as the market's search reads them: choice ids (and level search ids), negated
 * region path ids, and each number attribute in its slot — so the account is searchable once staff put it on sale.
 */
export function listingSearchColumns(catalogue: GameCatalogue, attrs: ListingAttrs, region: ListingRegion) {
  const searchIds: number[] = [];
  const numbers: (number | null)[] = [null, null, null, null];
  for (const attribute of catalogue.attributes) {
    const value = attrs[String(attribute.id)];
    if (value === undefined) continue;
    if (attribute.kind === 'number' && typeof value === 'number' && attribute.numberSlot !== null) {
      numbers[attribute.numberSlot - 1] = value;
    } else if (attribute.kind === 'single' && typeof value === 'number') {
      searchIds.push(value);
    } else if (attribute.kind === 'multiple' && Array.isArray(value)) {
      for (const id of value) if (typeof id === 'number') searchIds.push(id);
    } else if (attribute.kind === 'level' && Array.isArray(value)) {
      for (const pair of value) if (Array.isArray(pair)) searchIds.push(pair[0], levelSearchId(pair[0], pair[1]));
    }
  }
  for (const id of [region.systemId, region.operatorId, region.regionId, region.serverId]) {
    if (id !== null) searchIds.push(-id);
  }
  return { searchIds: [...new Set(searchIds)], numbers };
}

/** A request (and its listing) number: `HS`, the UTC time to the second, six random digits (20 characters). */
export function newRecycleNumber(now: Date, random: number): string {
  const stamp = now
    .toISOString()
    .replace(/[^0-9]/g, '')
    .slice(2, 14);
  return `HS${stamp}${String(random).padStart(6, '0')}`;
}
