import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of feedback. Every call needs login, so all of them live under the session scope. */
export const feedbackKeys = {
  all: [...sessionScopeKey, 'feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (query: { pageNum: number; pageSize: number }) => [...feedbackKeys.lists(), query] as const,
  thread: (id: number) => [...feedbackKeys.all, 'thread', id] as const,
  unread: () => [...feedbackKeys.all, 'unread'] as const,
};
