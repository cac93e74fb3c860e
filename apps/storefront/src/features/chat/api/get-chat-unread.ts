import { type ChatUnread, chatUnreadSchema } from '@gs/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { chatKeys } from './chat-keys';

/** GET /api/chat/unread: customer-service messages I have not read (the header badge). */
export async function getChatUnread(): Promise<ChatUnread> {
  return chatUnreadSchema.parse(await api.get('/api/chat/unread'));
}

export const chatUnreadQueryOptions = () => queryOptions({ queryKey: chatKeys.unread(), queryFn: getChatUnread });

export function useChatUnread(enabled: boolean) {
  return useQuery({ ...chatUnreadQueryOptions(), enabled });
}
