import { type StaffFeedbackThread, staffFeedbackThreadSchema } from '@gs/shared/feedback';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

/** POST /api/staff/feedback/{id}/reopen: reopens a closed thread (409 unless it is closed). */
export async function reopenFeedback(id: number): Promise<StaffFeedbackThread> {
  return staffFeedbackThreadSchema.parse(await api.post(`/api/staff/feedback/${id}/reopen`));
}

export function useReopenFeedback({
  onSuccess,
  onSettled,
  ...options
}: Omit<UseMutationOptions<StaffFeedbackThread, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: reopenFeedback,
    onSuccess: async (thread, ...rest) => {
      queryClient.setQueryData(feedbackKeys.thread(thread.id), thread);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
      return onSuccess?.(thread, ...rest);
    },
    onSettled: async (...args) => {
      // A refusal (reopened or answered elsewhere meanwhile) leaves the screen stale: reload what it shows.
      if (args[1]) await queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      return onSettled?.(...args);
    },
  });
}
