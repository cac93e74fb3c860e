import {
  type StaffChatConversation,
  type StaffChatInboxQuery,
  staffChatConversationPageSchema,
  staffChatConversationSchema,
  staffChatUnreadSchema,
} from '@gs/shared/chat';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { staffChatKeys } from './chat-keys';

/** GET /api/staff/chat/conversations: the shop's conversations, unread first (server-side paging and filters). */
export async function getChatInbox(query: StaffChatInboxQuery, signal?: AbortSignal) {
  const data = await api.get(
    '/api/staff/chat/conversations',
    {
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      unreadOnly: query.unreadOnly === undefined ? undefined : String(query.unreadOnly),
      kind: query.kind,
      keyword: query.keyword || undefined,
      assignee: query.assignee,
    },
    { signal },
  );
  return staffChatConversationPageSchema.parse(data);
}

export const chatInboxQueryOptions = (query: StaffChatInboxQuery) =>
  queryOptions({
    queryKey: staffChatKeys.inbox(query),
    queryFn: ({ signal }) => getChatInbox(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/staff/chat/conversations/{id}: one conversation (the thread's header). */
export async function getStaffChatConversation(id: number): Promise<StaffChatConversation> {
  return staffChatConversationSchema.parse(await api.get(`/api/staff/chat/conversations/${id}`));
}

export const staffChatConversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffChatKeys.conversation(id), queryFn: () => getStaffChatConversation(id) });

/** GET /api/staff/chat/unread: unread user messages in the shop. */
export async function getStaffChatUnread() {
  return staffChatUnreadSchema.parse(await api.get('/api/staff/chat/unread'));
}

export const staffChatUnreadQueryOptions = () =>
  queryOptions({ queryKey: staffChatKeys.unread(), queryFn: getStaffChatUnread });
