import type { MyBidRequestQuery } from '@gs/shared/bidding';
import { sessionScopeKey } from '@gs/web/session-scope';

/** Query keys of price-competition recycle: the seller's requests and the quotes of one. All need login. */
export const biddingKeys = {
  all: [...sessionScopeKey, 'bidding'] as const,
  lists: () => [...biddingKeys.all, 'list'] as const,
  list: (query: MyBidRequestQuery) => [...biddingKeys.lists(), query] as const,
  quotes: (requestId: number) => [...biddingKeys.all, 'quotes', requestId] as const,
  /** The shop's bidding commission and the recycler's time to pay (its `trade_fee` dictionary). */
  fees: () => [...biddingKeys.all, 'fees'] as const,
};
