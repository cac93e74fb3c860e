import { bidPoolPageSchema } from '@gs/shared/bidding';
import { staffClaimPageSchema } from '@gs/shared/claims';
import { staffListingPageSchema } from '@gs/shared/consignment';
import type { StaffRole } from '@gs/shared/identity';
import { realNameReviewPageSchema } from '@gs/shared/identity';
import { staffOrderPageSchema } from '@gs/shared/orders';
import { staffRecyclePageSchema } from '@gs/shared/recycle';
import { staffWithdrawalPageSchema } from '@gs/shared/wallet';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/request';

/** A queue of work waiting for staff, counted by asking its list call for one row and reading `total`. */
export interface PendingQueue {
  key: string;
  /** The list call and its filter (the staff calls of each feature). */
  path: string;
  params: Record<string, string>;
  /** The call's page schema, from the shared contracts. */
  schema: z.ZodType<{ total: number }>;
  /** Who the server lets call it (its `requireRole`). */
  roles: readonly StaffRole[];
}

const operators: readonly StaffRole[] = ['operator', 'owner'];

/** The queues of the home screen, in the order shown. Labels are `home.queues.<key>` in the message files. */
export const pendingQueues = [
  {
    key: 'listingReviews',
    path: '/api/staff/listings',
    params: { status: 'pending_review' },
    schema: staffListingPageSchema,
    roles: operators,
  },
  {
    key: 'recycleSubmitted',
    path: '/api/staff/recycle',
    params: { status: 'submitted' },
    schema: staffRecyclePageSchema,
    roles: operators,
  },
  {
    key: 'recycleVerifying',
    path: '/api/staff/recycle',
    params: { status: 'verifying' },
    schema: staffRecyclePageSchema,
    roles: operators,
  },
  {
    key: 'ordersInTrade',
    path: '/api/staff/orders',
    params: { status: 'in_trade' },
    schema: staffOrderPageSchema,
    roles: operators,
  },
  {
    key: 'claimsSubmitted',
    path: '/api/staff/claims',
    params: { state: 'submitted' },
    schema: staffClaimPageSchema,
    roles: operators,
  },
  {
    key: 'withdrawals',
    path: '/api/staff/withdrawals',
    params: { status: 'pending' },
    schema: staffWithdrawalPageSchema,
    roles: operators,
  },
  {
    key: 'realNameReviews',
    path: '/api/staff/realname/reviews',
    params: {},
    schema: realNameReviewPageSchema,
    roles: operators,
  },
  {
    key: 'bidPool',
    path: '/api/recycler/pool',
    params: {},
    schema: bidPoolPageSchema,
    roles: ['recycler', 'owner'],
  },
] as const satisfies readonly PendingQueue[];

export type PendingQueueKey = (typeof pendingQueues)[number]['key'];

export const pendingWorkKeys = {
  all: [...sessionScopeKey, 'pending-work'] as const,
  queue: (key: PendingQueueKey) => [...pendingWorkKeys.all, key] as const,
};

/** How many items wait in a queue: its list call asked for one row, answering `total`. */
export async function getPendingCount(queue: PendingQueue, options: { signal?: AbortSignal } = {}): Promise<number> {
  const data = await api.get(queue.path, { ...queue.params, pageNum: 1, pageSize: 1 }, options);
  return queue.schema.parse(data).total;
}

/** A queue's count; refreshed every minute while the home screen is open, so it follows the day's work. */
export function pendingCountQueryOptions(queue: (typeof pendingQueues)[number]) {
  return queryOptions({
    queryKey: pendingWorkKeys.queue(queue.key),
    queryFn: ({ signal }) => getPendingCount(queue, { signal }),
    refetchInterval: 60_000,
  });
}
