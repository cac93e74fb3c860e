import { type FeedbackUnread, feedbackUnreadSchema } from '@gs/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** GET /api/account/problem/unread: how many of my threads carry a staff reply I have not opened. */
export async function getFeedbackUnread(options: { signal?: AbortSignal } = {}): Promise<FeedbackUnread> {
  return feedbackUnreadSchema.parse(await api.get('/api/account/problem/unread', undefined, options));
}

export function useFeedbackUnread() {
  return useQuery({ queryKey: feedbackKeys.unread(), queryFn: ({ signal }) => getFeedbackUnread({ signal }) });
}
