import type { RequestContext } from '../../../lib/context.ts';
import { loadOrderSettings } from '../orders/order-settings.ts';
import { hasUpheldRetrievalClaim } from './claims.repository.ts';

/**
 * The claim risk signal for selling: with the shop's `claim_review_upheld_sellers` on, a seller against whom a
 * retrieval claim was decided for the buyer gets no listing on sale without a review.
 */
export async function sellerNeedsClaimReview(
  scope: Pick<RequestContext, 'db' | 'tenantId' | 'caches'>,
  sellerUserId: number,
): Promise<boolean> {
  const settings = await loadOrderSettings(scope);
  if (!settings.claimReviewUpheldSellers) return false;
  return hasUpheldRetrievalClaim(scope.db, scope.tenantId, sellerUserId);
}
