import { listingDetailSchema } from '@gs/shared/catalogue';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/request';
import { getOrders } from './get-orders';

/** Why the buyer cannot order a listing, as the confirmation page shows it. */
export type OrderRefusal =
  | { kind: 'own-order'; orderId: number }
  | { kind: 'sold'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'own-listing'; message: string }
  | { kind: 'real-name'; message: string }
  | { kind: 'not-found' };

const listingStateSchema = listingDetailSchema.pick({ state: true });

/** The buyer's own unpaid order for the listing, if any (one page of unpaid orders is plenty: they expire fast). */
async function findUnpaidOrder(goodsId: number): Promise<number | null> {
  const page = await getOrders({ status: 'pending_payment', role: 'buyer', pageNum: 1, pageSize: 50 });
  return page.rows.find((order) => order.goodsId === goodsId)?.id ?? null;
}

async function isListingSold(goodsId: number): Promise<boolean> {
  const data = await api.get('/api/web/good/info', { id: goodsId });
  return listingStateSchema.parse(data).state === 'sold';
}

/**
 * Turns a refusal of `GET /api/order/confirm` (stage `confirm`) or `POST /api/order/create` (stage `create`) into
 * what the page shows; null when the error is not one (a network failure, a field error): show it as it is.
 *
 * The request client keeps the envelope's code, message and field errors but not the extra keys the server adds
 * (`orderId` of the buyer's own unpaid order, the real-name `link`), and sold / locked share the code 409. So the
 * facts are looked up instead: the buyer's unpaid orders, then the listing's public state. A 422 without field
 * errors is the buyer's own listing when the confirmation refuses it (that call checks the listing only) and the
 * missing real-name verification when creation does (the confirmation already passed the listing checks).
 */
export async function explainRefusal(
  error: unknown,
  goodsId: number,
  stage: 'confirm' | 'create',
): Promise<OrderRefusal | null> {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 404) return { kind: 'not-found' };
  if (error.code === 409) {
    const orderId = await findUnpaidOrder(goodsId).catch(() => null);
    if (orderId !== null) return { kind: 'own-order', orderId };
    const sold = await isListingSold(goodsId).catch(() => false);
    return { kind: sold ? 'sold' : 'unavailable', message: error.msg };
  }
  if (error.code === 422 && error.fields.length === 0) {
    return { kind: stage === 'confirm' ? 'own-listing' : 'real-name', message: error.msg };
  }
  return null;
}
