import type { RecycleStatus } from '@gs/shared/recycle';

/** Every allowed move of a request, in one table: the services ask it instead of listing statuses at each call. */
const transitions: Record<RecycleStatus, readonly RecycleStatus[]> = {
  submitted: ['verifying', 'rejected', 'cancelled'],
  verifying: ['paid', 'rejected'],
  paid: ['listed'],
  listed: [],
  rejected: [],
  cancelled: [],
};

/** The statuses a request may move to `to` from. */
export function statusesBefore(to: RecycleStatus): RecycleStatus[] {
  return (Object.keys(transitions) as RecycleStatus[]).filter((from) => transitions[from].includes(to));
}

export function canMove(from: RecycleStatus, to: RecycleStatus): boolean {
  return transitions[from].includes(to);
}
