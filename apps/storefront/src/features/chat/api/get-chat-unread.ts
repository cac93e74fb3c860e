import type { ChatUnread } from '@gs/shared/chat-unread';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { chatKeys } from './chat-keys';

// Loaded with the first call (see lazySchema): the header's badge is on every page's start, a visitor's makes no call.
const chatUnreadSchema = lazySchema(() => import('@gs/shared/chat-unread').then((module) => module.chatUnreadSchema));

/** GET /api/chat/unread: customer-service messages I have not read (the header badge). */
export async function getChatUnread(): Promise<ChatUnread> {
  return getCheckedLazily(chatUnreadSchema, '/api/chat/unread');
}

/** How often the badge asks again while the chat is closed (the open chat's socket refreshes it on each message). */
export const CHAT_UNREAD_POLL_MS = 60_000;

export const chatUnreadQueryOptions = () => queryOptions({ queryKey: chatKeys.unread(), queryFn: getChatUnread });

/**
 * The unread count for the header badge: one cheap GET, shared by every badge of the page, asked again when the
 * window regains focus (after 15 s at least) and every minute while the page is visible.
 */
export function useChatUnread(enabled: boolean) {
  return useQuery({
    ...chatUnreadQueryOptions(),
    enabled,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: CHAT_UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
