import { paths } from '../../../lib/paths';

/** `/pages/order/orderDetail?id=…`: one order. */
export function orderDetailPath(id: number): string {
  return `${paths.orderDetail}?id=${id}`;
}
