import type { ClaimReason, ClaimState } from '@gs/shared/claims';
import type { Guarantee } from '@gs/shared/orders';
import { sessionScopeKey } from '@gs/web/session-scope';

/** The queue's filters as the list call takes them (absent: not filtered). */
export interface ClaimQueueQuery {
  pageNum: number;
  pageSize: number;
  state?: ClaimState | undefined;
  reason?: ClaimReason | undefined;
  guarantee?: Guarantee | undefined;
  minAgeHours?: number | undefined;
  maxAgeHours?: number | undefined;
  overdue?: boolean | undefined;
}

export const claimKeys = {
  all: [...sessionScopeKey, 'claims'] as const,
  lists: () => [...claimKeys.all, 'list'] as const,
  list: (query: ClaimQueueQuery) => [...claimKeys.lists(), query] as const,
  detail: (id: number) => [...claimKeys.all, 'detail', id] as const,
};
