import type { UserContext } from '../../../lib/context.ts';
import { notFound } from '../../../lib/errors.ts';
import { type PrivateFile, type PrivateUploads, readPrivateUploadByRef } from '../../uploads/index.ts';
import { findListing } from './consignment.repository.ts';

/**
 * Staff: the seller's screenshot of the account's real-name page for a listing of the tenant, decrypted from the
 * private store for the audited route. 404 when the listing has none in the private store (a listing from before
 * private selling proofs held a public URL: it is not shown any more).
 */
export async function readListingProof(
  ctx: UserContext,
  uploads: PrivateUploads,
  listingId: number,
): Promise<PrivateFile> {
  const listing = await findListing(ctx.db, ctx.tenantId, listingId);
  const file = listing?.realname_shot_url
    ? await readPrivateUploadByRef(ctx, uploads, listing.realname_shot_url)
    : null;
  if (!file) throw notFound('notFound');
  return file;
}
