import { type FeedbackUnread, feedbackUnreadSchema } from '@gs/shared/feedback';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { personalCenterKeys } from './personal-center-keys';

/** GET /api/account/problem/unread: how many staff replies to my feedback I have not read. */
export async function getFeedbackUnread(options: { signal?: AbortSignal } = {}): Promise<FeedbackUnread> {
  return feedbackUnreadSchema.parse(await api.get('/api/account/problem/unread', undefined, options));
}

export function useFeedbackUnread() {
  return useQuery({
    queryKey: personalCenterKeys.feedbackUnread(),
    queryFn: ({ signal }) => getFeedbackUnread({ signal }),
  });
}
