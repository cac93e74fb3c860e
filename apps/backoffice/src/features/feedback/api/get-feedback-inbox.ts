import { type FeedbackCategory, type FeedbackStatus, staffFeedbackPageSchema } from '@gs/shared/feedback';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

type InboxQuery = {
  pageNum: number;
  pageSize: number;
  status?: FeedbackStatus | undefined;
  category?: FeedbackCategory | undefined;
};

/** GET /api/staff/feedback?status&category&pageNum&pageSize: the inbox, newest activity first (operator or owner). */
export async function getFeedbackInbox(query: InboxQuery, options: { signal?: AbortSignal } = {}) {
  return staffFeedbackPageSchema.parse(await api.get('/api/staff/feedback', { ...query }, options));
}

export function feedbackInboxQueryOptions(query: InboxQuery) {
  return queryOptions({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => getFeedbackInbox(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
