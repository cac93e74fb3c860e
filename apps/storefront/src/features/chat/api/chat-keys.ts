import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of the customer-service chat; all need login. */
export const chatKeys = {
  all: [...sessionScopeKey, 'chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  conversation: (target: ChatTarget) => [...chatKeys.all, 'conversation', target] as const,
};

/** Which conversation the panel shows: the general one, or an order's. */
export type ChatTarget = { kind: 'general' } | { kind: 'order'; orderId: number };
