import { type StaffFeedbackThread, staffFeedbackThreadSchema } from '@gs/shared/feedback';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** What staff do to a thread's state: close it, or reopen a closed one. */
export type FeedbackStateChange = 'close' | 'reopen';

/**
 * POST /api/staff/feedback/{id}/close closes a thread (409 when already closed; a user reply reopens it);
 * POST /api/staff/feedback/{id}/reopen reopens a closed one (409 unless it is closed).
 */
export async function changeFeedbackState(id: number, change: FeedbackStateChange): Promise<StaffFeedbackThread> {
  return staffFeedbackThreadSchema.parse(await api.post(`/api/staff/feedback/${id}/${change}`));
}

/** Closes or reopens a thread: the thread's cache takes the answer, the lists reload; a refusal reloads everything. */
export function useChangeFeedbackState(
  change: FeedbackStateChange,
  { onSuccess, onSettled, ...options }: Omit<UseMutationOptions<StaffFeedbackThread, Error, number>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (id: number) => changeFeedbackState(id, change),
    onSuccess: async (thread, ...rest) => {
      queryClient.setQueryData(feedbackKeys.thread(thread.id), thread);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
      return onSuccess?.(thread, ...rest);
    },
    onSettled: async (...args) => {
      // A refusal (changed elsewhere meanwhile) leaves the screen stale: reload what it shows.
      if (args[1]) await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      return onSettled?.(...args);
    },
  });
}
