import {
  type ChatMessage,
  type ChatMessagePage,
  type ChatSendInput,
  chatMessagePageSchema,
  chatMessageSchema,
  chatTicketSchema,
} from '@gs/shared/chat';
import { privateUploadResultSchema } from '@gs/shared/identity';
import { apiClient } from '../../../lib/api-client';
import { api } from '../../../lib/request';

/** GET /api/staff/chat/conversations/{id}/messages: newest page, or older (`beforeId`). */
export async function getStaffChatMessages(
  conversationId: number,
  params: { beforeId?: number } = {},
): Promise<ChatMessagePage> {
  return chatMessagePageSchema.parse(await api.get(`/api/staff/chat/conversations/${conversationId}/messages`, params));
}

/** POST /api/staff/chat/conversations/{id}/messages: a reply (text or private image). */
export async function sendStaffChatMessage(conversationId: number, input: ChatSendInput): Promise<ChatMessage> {
  return chatMessageSchema.parse(await api.post(`/api/staff/chat/conversations/${conversationId}/messages`, input));
}

/** POST /api/staff/chat/conversations/{id}/read: the user's messages up to `lastReadId` are read. */
export async function markStaffChatRead(conversationId: number, lastReadId: number): Promise<void> {
  await api.post(`/api/staff/chat/conversations/${conversationId}/read`, { lastReadId });
}

/** POST /api/staff/chat/ticket: a one-use ticket for the chat WebSocket as customer service. */
export async function getStaffChatTicket(): Promise<string> {
  return chatTicketSchema.parse(await api.post('/api/staff/chat/ticket')).ticket;
}

/** POST /api/upload/private?purpose=chat: an image for a reply, stored privately; answers its reference. */
export async function uploadChatImage(file: Blob): Promise<string> {
  return privateUploadResultSchema.parse(await apiClient.uploadFile('/api/upload/private?purpose=chat', file)).ref;
}
