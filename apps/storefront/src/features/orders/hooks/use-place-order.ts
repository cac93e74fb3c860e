import type { CreateOrderInput } from '@gs/shared/orders';
import { ApiError } from '@gs/web/api-error';
import { describeError } from '@gs/web/error-message';
import { useExclusiveSubmit } from '@gs/web/hooks/use-exclusive-submit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { goToCashier } from '../../../lib/go-to-cashier';
import { useCreateOrder } from '../api/create-order';
import { explainRefusal, type OrderRefusal } from '../api/explain-refusal';
import { usePayOrder } from '../api/pay-order';
import { orderDetailPath } from '../utils/order-paths';

export type OrderChoices = Omit<CreateOrderInput, 'goodsId' | 'agree'>;
export interface PlaceOrderFailure {
  refusal: Exclude<OrderRefusal, { kind: 'own-order' }> | null;
  error: unknown;
}

/** The note the order page shows on arrival (why the buyer was sent there). */
export interface OrderPageNotice {
  notice: string;
}

/**
 * Submit of the confirmation page: create the order, open its payment, leave for the cashier. A second submit is
 * ignored, and the button keeps spinning while the browser leaves. A refusal is explained (the buyer's own unpaid
 * order opens that order); when the payment cannot be opened the new order's page offers Pay again.
 */
export function usePlaceOrder(goodsId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const payOrder = usePayOrder();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<PlaceOrderFailure | null>(null);

  const place = useExclusiveSubmit(async (choices: OrderChoices) => {
    setSubmitting(true);
    setFailure(null);
    let orderId: number;
    try {
      orderId = (await createOrder.mutateAsync({ ...choices, goodsId, agree: true })).id;
    } catch (error) {
      const refusal = explainRefusal(error);
      if (refusal?.kind === 'own-order') {
        const state: OrderPageNotice = { notice: error instanceof ApiError ? error.msg : '' };
        void navigate(orderDetailPath(refusal.orderId), { replace: true, state });
        return;
      }
      setFailure({ refusal, error });
      setSubmitting(false);
      return;
    }
    try {
      goToCashier((await payOrder.mutateAsync(orderId)).payUrl);
    } catch (error) {
      const state: OrderPageNotice = { notice: describeError(error, t) };
      void navigate(orderDetailPath(orderId), { state });
    }
  });

  return { place, submitting, failure, clearFailure: () => setFailure(null) };
}
