/** An order whose scheduled job failed: retried from `next_attempt_at`, alerted once after repeated failures. */
export interface SchedulerFailuresTable {
  tenant_id: number;
  order_id: number;
  job: 'expire' | 'autoConfirm';
  attempts: number;
  last_error: string;
  next_attempt_at: Date;
  alerted_at: Date | null;
  updated_at: Date;
}
