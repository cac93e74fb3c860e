import type { Claim } from '@gs/shared/claims';
import type { QueryClient } from '@tanstack/react-query';
import { claimKeys } from './claim-keys';

/**
 * After a claim changed (opened, answered, withdrawn): the answer is its new state; the order's claims and every
 * list (unread marks, counts) are stale. The order itself changes too (after_sale and back), refreshed by the
 * caller, which knows the order page.
 */
export function storeClaim(queryClient: QueryClient, claim: Claim): Promise<unknown> {
  queryClient.setQueryData(claimKeys.detail(claim.id), claim);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: claimKeys.ofOrder(claim.orderId) }),
    queryClient.invalidateQueries({ queryKey: claimKeys.lists() }),
  ]);
}
