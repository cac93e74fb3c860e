import { type RevealedCredentials, revealedCredentialsSchema } from '@gs/shared/orders';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/** GET /api/order/{id}/credentials: the account's login, for the paying buyer after delivery (audited server-side). */
export async function getCredentials(orderId: number): Promise<RevealedCredentials> {
  const data = await api.get(`/api/order/${orderId}/credentials`);
  return revealedCredentialsSchema.parse(data);
}

/**
 * An explicit reveal: a mutation, not a query, so the credentials never enter the query cache (no refetch, no
 * sharing with other components, nothing left behind after a logout) and each click is one audited read. They live
 * only in the component's state; `gcTime: 0` drops the mutation's copy as soon as the panel unmounts.
 */
export function useRevealCredentials() {
  return useMutation({ mutationFn: getCredentials, gcTime: 0 });
}
