import {
  type ChatMessage,
  type ChatMessagePage,
  type ChatSendInput,
  chatMessagePageSchema,
  chatMessageSchema,
  chatTicketSchema,
} from '@gs/shared/chat';
import { api } from '../../../lib/request';

/** GET /api/chat/conversations/{id}/messages: the newest page, or older ones (`beforeId`), or newer (`afterId`). */
export async function getChatMessages(
  conversationId: number,
  params: { beforeId?: number; afterId?: number } = {},
): Promise<ChatMessagePage> {
  return chatMessagePageSchema.parse(await api.get(`/api/chat/conversations/${conversationId}/messages`, params));
}

/** POST /api/chat/conversations/{id}/messages: a text or a private image reference. 429 when sending too fast. */
export async function sendChatMessage(conversationId: number, input: ChatSendInput): Promise<ChatMessage> {
  return chatMessageSchema.parse(await api.post(`/api/chat/conversations/${conversationId}/messages`, input));
}

/** POST /api/chat/conversations/{id}/read: customer service's messages up to `lastReadId` are read. */
export async function markChatRead(conversationId: number, lastReadId: number): Promise<void> {
  await api.post(`/api/chat/conversations/${conversationId}/read`, { lastReadId });
}

/** POST /api/chat/ticket: a one-use ticket for the chat WebSocket. */
export async function getChatTicket(): Promise<string> {
  return chatTicketSchema.parse(await api.post('/api/chat/ticket')).ticket;
}
