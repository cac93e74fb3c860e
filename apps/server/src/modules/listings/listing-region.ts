import { type GameCatalogue, regionPath } from '../catalogue/index.ts';
import type { ListingRegionColumns } from './listing-search-ids.ts';

/**
 * A listing's region columns from the node a seller picked last, which must be a leaf of the game's region tree
 * (a server, or a region without servers; never a system or an operator) that staff have not disabled. Null for any
 * other node, so each form refuses it with its own sentence.
 */
export function leafRegionColumns(catalogue: GameCatalogue, nodeId: number): ListingRegionColumns | null {
  const node = catalogue.regions.get(nodeId);
  if (!node?.enabled || node.childIds.length > 0 || (node.kind !== 'server' && node.kind !== 'region')) return null;
  const region: ListingRegionColumns = { systemId: null, operatorId: null, regionId: null, serverId: null };
  for (const step of regionPath(catalogue, nodeId)) {
    if (step.kind === 'system') region.systemId = step.id;
    else if (step.kind === 'operator') region.operatorId = step.id;
    else if (step.kind === 'region') region.regionId = step.id;
    else region.serverId = step.id;
  }
  return region;
}
