import type { StaffChatInboxQuery } from '@gs/shared/chat';
import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the customer-chat inbox (operator, owner). */
export const staffChatKeys = {
  all: [...sessionScopeKey, 'staff-chat'] as const,
  inboxes: () => [...staffChatKeys.all, 'inbox'] as const,
  inbox: (query: StaffChatInboxQuery) => [...staffChatKeys.inboxes(), query] as const,
  conversation: (id: number) => [...staffChatKeys.all, 'conversation', id] as const,
  unread: () => [...staffChatKeys.all, 'unread'] as const,
  agents: () => [...staffChatKeys.all, 'agents'] as const,
  quickReplies: () => [...staffChatKeys.all, 'quick-replies'] as const,
};
