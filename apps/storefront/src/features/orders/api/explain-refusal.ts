import { ApiError } from '@gs/web/api-error';

/** Why the buyer cannot order a listing, as the confirmation page shows it. */
export type OrderRefusal =
  | { kind: 'own-order'; orderId: number }
  | { kind: 'sold'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'own-listing'; message: string }
  | { kind: 'real-name'; message: string }
  | { kind: 'not-found' };

/**
 * Turns a refusal of `GET /api/order/confirm` or `POST /api/order/create` into what the page shows, from the
 * envelope's `errorCode` (and the `orderId` the server puts beside OWN_UNPAID_ORDER); null when the error is not
 * one of those (a network failure, a field error): the page shows it as it is.
 */
export function explainRefusal(error: unknown): OrderRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 404) return { kind: 'not-found' };
  const message = error.msg;
  switch (error.errorCode) {
    case 'OWN_UNPAID_ORDER': {
      const orderId = error.extra.orderId;
      return typeof orderId === 'number' ? { kind: 'own-order', orderId } : { kind: 'unavailable', message };
    }
    case 'LISTING_SOLD':
      return { kind: 'sold', message };
    case 'LISTING_LOCKED':
    case 'LISTING_UNAVAILABLE':
      return { kind: 'unavailable', message };
    case 'OWN_LISTING':
      return { kind: 'own-listing', message };
    case 'REAL_NAME_REQUIRED':
      return { kind: 'real-name', message };
    default:
      return null;
  }
}
