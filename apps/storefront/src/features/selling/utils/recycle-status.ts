import type { RecycleStatus } from '@gs/shared/recycle';
import type { ParseKeys } from 'i18next';

/** A quick-recycle request's status in words. */
export const recycleStatusLabels: Record<RecycleStatus, ParseKeys> = {
  submitted: 'quickRecycle.status.submitted',
  verifying: 'quickRecycle.status.verifying',
  paid: 'quickRecycle.status.paid',
  listed: 'quickRecycle.status.listed',
  rejected: 'quickRecycle.status.rejected',
  cancelled: 'quickRecycle.status.cancelled',
};

export const recycleStatusColors: Record<RecycleStatus, string> = {
  submitted: 'processing',
  verifying: 'warning',
  paid: 'success',
  listed: 'success',
  rejected: 'error',
  cancelled: 'default',
};
