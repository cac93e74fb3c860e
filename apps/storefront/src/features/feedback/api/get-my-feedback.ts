import { type FeedbackPage, feedbackPageSchema } from '@gs/shared/feedback';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** GET /api/account/problem/list?pageNum&pageSize: my threads, newest activity first, with unread flags. */
export async function getMyFeedback(
  query: { pageNum: number; pageSize: number },
  options: { signal?: AbortSignal } = {},
): Promise<FeedbackPage> {
  return feedbackPageSchema.parse(await api.get('/api/account/problem/list', { ...query }, options));
}

/** A page of my threads; the previous page stays on screen while the next one loads. */
export function useMyFeedback(query: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: feedbackKeys.list(query),
    queryFn: ({ signal }) => getMyFeedback(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
