import { type OrderStatus, orderStatuses } from '@gs/shared/orders';
import type { StaffOrderFilter, StaffOrderSort } from '@gs/shared/staff-orders';
import { parseYuan } from '@gs/web/format-money';
import type { OrderListQuery } from '../api/order-keys';

/** The list's state as the URL keeps it: filters (amounts in yuan, days as YYYY-MM-DD), sort, page and the open order. */
export interface OrderSearchState {
  status?: OrderStatus;
  gameId?: number;
  buyer?: string;
  orderNo?: string;
  from?: string;
  to?: string;
  min?: string;
  max?: string;
  sort: StaffOrderSort;
  order: 'asc' | 'desc';
  pageNum: number;
  pageSize: number;
  /** The order shown in the drawer. */
  id?: number;
}

export const PAGE_SIZES = [10, 20, 50, 100];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** Reads the state from the URL, dropping what is malformed (a hand-edited link shows the valid part). */
export function readOrderSearch(params: URLSearchParams): OrderSearchState {
  const status = params.get('status');
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const yuan = (name: string) => {
    const value = text(name);
    return value !== undefined && parseYuan(value) !== null ? value : undefined;
  };
  const pageSize = positiveInt(params.get('pageSize'));
  const buyer = text('buyer');
  return {
    status: orderStatuses.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    gameId: positiveInt(params.get('gameId')),
    buyer: buyer && /^\d{1,11}$/.test(buyer) ? buyer : undefined,
    orderNo: text('orderNo'),
    from: day('from'),
    to: day('to'),
    min: yuan('min'),
    max: yuan('max'),
    sort: params.get('sort') === 'amount' ? 'amount' : 'created',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    pageNum: positiveInt(params.get('pageNum')) ?? 1,
    pageSize: pageSize && PAGE_SIZES.includes(pageSize) ? pageSize : 20,
    id: positiveInt(params.get('id')),
  };
}

/** The state as URL parameters: defaults and empty values left out. */
export function writeOrderSearch(state: OrderSearchState): Record<string, string> {
  const entries: [string, string | number | undefined][] = [
    ['status', state.status],
    ['gameId', state.gameId],
    ['buyer', state.buyer],
    ['orderNo', state.orderNo],
    ['from', state.from],
    ['to', state.to],
    ['min', state.min],
    ['max', state.max],
    ['sort', state.sort === 'created' ? undefined : state.sort],
    ['order', state.order === 'desc' ? undefined : state.order],
    ['pageNum', state.pageNum === 1 ? undefined : state.pageNum],
    ['pageSize', state.pageSize === 20 ? undefined : state.pageSize],
    ['id', state.id],
  ];
  return Object.fromEntries(
    entries
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A local calendar day's start as an instant; `next` gives the next day's start (an exclusive end). */
function dayStart(day: string, next = false): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
}

/** The filters as the API takes them: days become instants in the browser's time zone, yuan become fen. */
export function toOrderFilter(state: OrderSearchState): StaffOrderFilter {
  const min = state.min === undefined ? null : parseYuan(state.min);
  const max = state.max === undefined ? null : parseYuan(state.max);
  const filter: StaffOrderFilter = {};
  if (state.status) filter.status = state.status;
  if (state.gameId) filter.gameId = state.gameId;
  if (state.buyer) filter.buyer = state.buyer;
  if (state.orderNo) filter.orderNo = state.orderNo;
  if (state.from) filter.createdFrom = dayStart(state.from);
  if (state.to) filter.createdTo = dayStart(state.to, true);
  if (min !== null) filter.amountMin = min;
  if (max !== null) filter.amountMax = max;
  return filter;
}

export function toOrderListQuery(state: OrderSearchState): OrderListQuery {
  return {
    ...toOrderFilter(state),
    sort: state.sort,
    order: state.order,
    pageNum: state.pageNum,
    pageSize: state.pageSize,
  };
}
