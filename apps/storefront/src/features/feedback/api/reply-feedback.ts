import { type FeedbackReplyInput, type FeedbackThread, feedbackThreadSchema } from '@gs/shared/feedback';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

export interface ReplyFeedbackVariables {
  id: number;
  input: FeedbackReplyInput;
}

/** POST /api/account/problem/{id}/reply: my follow-up in a thread (reopens it). */
export async function replyFeedback({ id, input }: ReplyFeedbackVariables): Promise<FeedbackThread> {
  return feedbackThreadSchema.parse(await api.post(`/api/account/problem/${id}/reply`, input));
}

/** Replies; the thread is replaced by the answer and the lists refetched, then the caller's `onSuccess` runs. */
export function useReplyFeedback({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<FeedbackThread, Error, ReplyFeedbackVariables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: replyFeedback,
    onSuccess: async (...args) => {
      const [thread] = args;
      queryClient.setQueryData(feedbackKeys.thread(thread.id), thread);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
