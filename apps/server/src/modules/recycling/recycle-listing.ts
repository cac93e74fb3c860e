import { AppError } from '../../lib/errors.ts';
import type { GameCatalogue } from '../catalogue/index.ts';
import { type ListingRegionColumns, leafRegionColumns } from '../listings/index.ts';

/**
 * The listing's region columns from the node picked last (a server, or a region without servers); all null when
 * none was picked. 400 naming `regionNodeId` for a node of another game or one with servers under it.
 */
export function listingRegionOf(catalogue: GameCatalogue, nodeId: number | undefined): ListingRegionColumns {
  if (nodeId === undefined) return { systemId: null, operatorId: null, regionId: null, serverId: null };
  const region = leafRegionColumns(catalogue, nodeId);
  if (!region) {
    throw new AppError(400, 'VALIDATION_FAILED', 'recycleRegionInvalid', {
      params: { id: nodeId },
      fields: [{ field: 'body.regionNodeId', messageKey: 'recycleRegionInvalid', params: { id: nodeId } }],
    });
  }
  return region;
}
