import { type ChatConversation, chatConversationSchema } from '@gs/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { type ChatTarget, chatKeys } from './chat-keys';

/** GET /api/chat/conversations/general or …/order/{id}: the conversation, opened on the server when new. */
export async function openChatConversation(target: ChatTarget): Promise<ChatConversation> {
  const path =
    target.kind === 'general' ? '/api/chat/conversations/general' : `/api/chat/conversations/order/${target.orderId}`;
  return chatConversationSchema.parse(await api.get(path));
}

export const chatConversationQueryOptions = (target: ChatTarget) =>
  queryOptions({ queryKey: chatKeys.conversation(target), queryFn: () => openChatConversation(target) });

export function useChatConversation(target: ChatTarget) {
  return useQuery(chatConversationQueryOptions(target));
}
