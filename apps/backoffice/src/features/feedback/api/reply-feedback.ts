import { type StaffFeedbackThread, staffFeedbackThreadSchema } from '@gs/shared/feedback';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { feedbackKeys } from './feedback-keys';

type Variables = { id: number; text: string };

/** POST /api/staff/feedback/{id}/reply: answers the user (the thread becomes "answered", unread for them). */
export async function replyFeedback({ id, text }: Variables): Promise<StaffFeedbackThread> {
  return staffFeedbackThreadSchema.parse(await api.post(`/api/staff/feedback/${id}/reply`, { text }));
}

export function useReplyFeedback({
  onSuccess,
  ...options
}: Omit<UseMutationOptions<StaffFeedbackThread, Error, Variables>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: replyFeedback,
    onSuccess: async (thread, ...rest) => {
      queryClient.setQueryData(feedbackKeys.thread(thread.id), thread);
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
      return onSuccess?.(thread, ...rest);
    },
  });
}
