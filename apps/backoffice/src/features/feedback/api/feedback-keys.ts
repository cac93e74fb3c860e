import type { FeedbackCategory, FeedbackStatus } from '@gs/shared/feedback';
import { sessionScopeKey } from '@gs/web/session-scope';

export const feedbackKeys = {
  all: [...sessionScopeKey, 'feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (query: {
    pageNum: number;
    pageSize: number;
    status?: FeedbackStatus | undefined;
    category?: FeedbackCategory | undefined;
  }) => [...feedbackKeys.lists(), query] as const,
  thread: (id: number) => [...feedbackKeys.all, 'thread', id] as const,
};
