import { type StaffFeedbackThread, staffFeedbackThreadSchema } from '@gs/shared/feedback';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** POST /api/staff/feedback/{id}/close: closes a thread (409 when already closed; a user reply reopens it). */
export async function closeFeedback(id: number): Promise<StaffFeedbackThread> {
  return staffFeedbackThreadSchema.parse(await api.post(`/api/staff/feedback/${id}/close`));
}

export function useCloseFeedback({
  onSuccess,
  onSettled,
  ...options
}: Omit<UseMutationOptions<StaffFeedbackThread, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: closeFeedback,
    onSuccess: async (thread, ...rest) => {
      queryClient.setQueryData(feedbackKeys.thread(thread.id), thread);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
      return onSuccess?.(thread, ...rest);
    },
    onSettled: async (...args) => {
      // A refusal (already closed elsewhere) still leaves the screen stale: reload what it shows.
      if (args[1]) await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      return onSettled?.(...args);
    },
  });
}
