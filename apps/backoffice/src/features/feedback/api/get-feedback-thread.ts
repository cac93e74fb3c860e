import { staffFeedbackThreadSchema } from '@gs/shared/feedback';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** GET /api/staff/feedback/{id}: one thread with its messages (image ids; the images through the audited route). */
export async function getFeedbackThread(id: number, options: { signal?: AbortSignal } = {}) {
  return staffFeedbackThreadSchema.parse(await api.get(`/api/staff/feedback/${id}`, undefined, options));
}

export function feedbackThreadQueryOptions(id: number) {
  return queryOptions({
    queryKey: feedbackKeys.thread(id),
    queryFn: ({ signal }) => getFeedbackThread(id, { signal }),
  });
}
