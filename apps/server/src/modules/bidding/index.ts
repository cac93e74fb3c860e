/** Price-competition recycle (竞价回收): sealed quotes on sellers' accounts, the accept, and deadline expiry. */
export { bidDepositPurpose, sweepBidDeposits } from './bid-deposit.service.ts';
export { biddingOrderOutcomeHooks } from './bid-orders.ts';
export { sweepExpiredBidRequests } from './bid-scheduler.ts';
export { biddingPlugin } from './bidding.plugin.ts';
