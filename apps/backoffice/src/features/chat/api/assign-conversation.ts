import {
  type ChatAssignInput,
  chatAgentListSchema,
  type StaffChatConversation,
  staffChatConversationSchema,
} from '@gs/shared/chat';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { staffChatKeys } from './chat-keys';

/** GET /api/staff/chat/agents: the shop's customer-service staff, to hand a conversation over to. */
export async function getChatAgents() {
  return chatAgentListSchema.parse(await api.get('/api/staff/chat/agents')).rows;
}

export const chatAgentsQueryOptions = () =>
  queryOptions({ queryKey: staffChatKeys.agents(), queryFn: getChatAgents, staleTime: 60_000 });

type Variables = { conversationId: number; input: ChatAssignInput };

/**
 * PUT /api/staff/chat/conversations/{id}/assignee: take, hand over or unassign, if the conversation is still handled
 * by `expectedAssigneeUserId` (409 when someone changed it meanwhile).
 */
export async function assignConversation({ conversationId, input }: Variables): Promise<StaffChatConversation> {
  return staffChatConversationSchema.parse(
    await api.put(`/api/staff/chat/conversations/${conversationId}/assignee`, input),
  );
}

/** Reloads the inbox and the conversation after any outcome: after a 409 the console shows who has it now. */
export function useAssignConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignConversation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffChatKeys.all }),
  });
}
