import { OrderClaims } from '../../features/claims/components/order-claims';
import { OrderDetailPage as OrderDetail } from '../../features/orders/pages/order-detail-page';

/** /pages/order/orderDetail?id=… : the order, with its claims composed in (open one, follow it, answer). */
export function OrderDetailPage() {
  return <OrderDetail afterSale={(order, refresh) => <OrderClaims order={order} onChanged={refresh} />} />;
}
