import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { GameCatalogue } from '../catalogue/index.ts';
import { type ListingRegionColumns, leafRegionColumns } from '../listings/index.ts';
import { blacklistHit } from '../selling/index.ts';

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

/**
 * 422 when the blacklist refuses the account (its login, in the game) or the seller (for the game or every game),
 * as consignment refuses them.
 */
export async function assertNotBlacklisted(
  db: Db,
  tenantId: number,
  subject: { gameId: number; loginDigest: string; sellerUserId: number },
): Promise<void> {
  const hit = await blacklistHit(db, tenantId, subject);
  if (hit === 'account') throw new AppError(422, 'BUSINESS_RULE', 'recycleBlacklistedAccount');
  if (hit === 'seller') throw new AppError(422, 'BUSINESS_RULE', 'recycleBlacklistedSeller');
}
