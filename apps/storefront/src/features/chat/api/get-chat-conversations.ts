import { type ChatConversation, chatConversationListSchema } from '@gs/shared/chat';
import { api } from '../../../lib/request';

/** GET /api/chat/conversations: my conversations with unread counts (the socket resumes after their newest message). */
export async function getChatConversations(): Promise<ChatConversation[]> {
  return chatConversationListSchema.parse(await api.get('/api/chat/conversations')).rows;
}
