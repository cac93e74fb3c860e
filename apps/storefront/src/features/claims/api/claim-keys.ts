import type { MyClaimsQuery } from '@gs/shared/claims';
import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the buyer's and the seller's claims; inside the session scope, so a login or logout drops them. */
export const claimKeys = {
  all: [...sessionScopeKey, 'claims'] as const,
  ofOrder: (orderId: number) => [...claimKeys.all, 'order', orderId] as const,
  lists: () => [...claimKeys.all, 'mine'] as const,
  list: (query: MyClaimsQuery) => [...claimKeys.lists(), query] as const,
  detail: (id: number) => [...claimKeys.all, 'detail', id] as const,
  contactPhone: () => [...claimKeys.all, 'contact-phone'] as const,
};
