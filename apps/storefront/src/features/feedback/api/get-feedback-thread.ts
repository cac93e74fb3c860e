import { type FeedbackThread, feedbackThreadSchema } from '@gs/shared/feedback';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** GET /api/account/problem/{id}: one of my threads with its messages; the server marks it read. */
export async function getFeedbackThread(id: number, options: { signal?: AbortSignal } = {}): Promise<FeedbackThread> {
  return feedbackThreadSchema.parse(await api.get(`/api/account/problem/${id}`, undefined, options));
}

/** One thread (null: none open). Opening it marks it read, so the list's dots and the unread count refresh. */
export function useFeedbackThread(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: feedbackKeys.thread(id ?? 0),
    queryFn: ({ signal }) => getFeedbackThread(id ?? 0, { signal }),
    enabled: id !== null,
  });
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: feedbackKeys.unread() });
  }, [loadedAt, queryClient]);
  return query;
}
