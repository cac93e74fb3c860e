import { paths } from '../../../lib/paths';

/** What the price list is told after a submit (router state), to confirm it above the new request. */
export interface BiddingSubmittedState {
  submittedNumber?: string;
}

/** `/pages/other/jingjiahuishouPriceList[?backId=…]`: my bidding requests, or the quotes of one. */
export function biddingQuotesPath(requestId: number | null = null): string {
  return requestId === null
    ? paths.biddingQuotes
    : `${paths.biddingQuotes}?${new URLSearchParams({ backId: String(requestId) }).toString()}`;
}

/** `/pages/jingjiahuishou[?gameId=…]`: the price-competition form of that game (the game list without one). */
export function biddingRecyclePath(gameId: number | null = null): string {
  return gameId === null
    ? paths.biddingRecycle
    : `${paths.biddingRecycle}?${new URLSearchParams({ gameId: String(gameId) }).toString()}`;
}
