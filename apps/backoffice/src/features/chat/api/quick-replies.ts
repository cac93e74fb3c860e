import {
  type ChatQuickReply,
  type ChatQuickReplyInput,
  chatQuickReplyListSchema,
  chatQuickReplySchema,
} from '@gs/shared/chat';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/request';
import { staffChatKeys } from './chat-keys';

/** GET /api/staff/chat/quick-replies: the shop's quick replies, oldest first (every agent). */
export async function getQuickReplies(signal?: AbortSignal): Promise<ChatQuickReply[]> {
  return chatQuickReplyListSchema.parse(await api.get('/api/staff/chat/quick-replies', undefined, { signal })).rows;
}

export const quickRepliesQueryOptions = () =>
  queryOptions({ queryKey: staffChatKeys.quickReplies(), queryFn: ({ signal }) => getQuickReplies(signal) });

type SaveVariables = { id: number | null; input: ChatQuickReplyInput };

/** POST /api/staff/chat/quick-replies (new) or PUT /api/staff/chat/quick-replies/{id} (edit); owner. */
export async function saveQuickReply({ id, input }: SaveVariables): Promise<ChatQuickReply> {
  const data =
    id === null
      ? await api.post('/api/staff/chat/quick-replies', input)
      : await api.put(`/api/staff/chat/quick-replies/${id}`, input);
  return chatQuickReplySchema.parse(data);
}

export function useSaveQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuickReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.quickReplies() }),
  });
}

/** DELETE /api/staff/chat/quick-replies/{id}; owner. */
export async function deleteQuickReply(id: number): Promise<void> {
  await request(`/api/staff/chat/quick-replies/${id}`, { method: 'DELETE' });
}

export function useDeleteQuickReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.quickReplies() }),
  });
}
