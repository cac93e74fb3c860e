import type { RecycleStatus } from '@gs/shared/recycle';

/**
 * A quick-recycle request's state machine: for each status, the statuses it may move to. The repository's
 * conditional update (`updateRequestStatus`) takes its allowed "from" statuses from here, and the services and the
 * seller's view ask it too, instead of listing statuses at each call. Who may take a step (seller or staff) is the
 * caller's rule, not the table's.
 */
export const RECYCLE_TRANSITIONS: Record<RecycleStatus, readonly RecycleStatus[]> = {
  submitted: ['verifying', 'rejected', 'cancelled'],
  verifying: ['paid', 'rejected'],
  paid: ['listed'],
  listed: [],
  rejected: [],
  cancelled: [],
};

/** The statuses a request may move to `to` from. */
export function statusesBefore(to: RecycleStatus): RecycleStatus[] {
  return (Object.keys(RECYCLE_TRANSITIONS) as RecycleStatus[]).filter((from) => RECYCLE_TRANSITIONS[from].includes(to));
}

/** Whether the table lets a request in `from` move to `to`. */
export function canMove(from: RecycleStatus, to: RecycleStatus): boolean {
  return RECYCLE_TRANSITIONS[from].includes(to);
}
