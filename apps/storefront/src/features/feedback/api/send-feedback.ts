import { type CreateFeedbackInput, type FeedbackThread, feedbackThreadSchema } from '@gs/shared/feedback';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** POST /api/account/problem: sends feedback; answers the new thread (429 past five an hour). */
export async function sendFeedback(input: CreateFeedbackInput): Promise<FeedbackThread> {
  return feedbackThreadSchema.parse(await api.post('/api/account/problem', input));
}

/** Sends feedback; on success my threads are refetched, then the caller's `onSuccess` runs. */
export function useSendFeedback({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<FeedbackThread, Error, CreateFeedbackInput>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: sendFeedback,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
