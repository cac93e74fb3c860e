import {
  type ConsignmentFormValues,
  clearSellingDraft,
  type DraftScope,
  readSellingDraft,
  type SellingDraft,
  writeSellingDraft,
} from './consignment-draft';

/** Bidding periods the seller picks from, in days (the server takes 24–168 hours). */
export const BID_DEADLINE_DAYS = [1, 2, 3, 5, 7] as const;
export const BID_DEADLINE_DAYS_DEFAULT = 1;

/**
 * The values of the bidding form as its fields hold them: the consignment form's region, attributes, screenshots,
 * contact and game login, plus the expected price as typed yuan and the bidding period in days.
 */
export type BiddingFormValues = Pick<
  ConsignmentFormValues,
  | 'operatorId'
  | 'areaId'
  | 'serverId'
  | 'regionNodeId'
  | 'regionPath'
  | 'attrs'
  | 'screenshots'
  | 'contact'
  | 'login'
  | 'password'
  | 'notes'
> & {
  expectedPrice?: string;
  deadlineDays?: number;
  /** The agreement checkbox: asked again on every visit, never kept in the draft. */
  agreed?: boolean;
};

export type BiddingDraft = SellingDraft<BiddingFormValues>;

type GameScope = Pick<DraftScope, 'tenantId' | 'userId' | 'gameId'>;

/** `biddingDraft.<tenant>.<user>.<game>`: one draft per game, apart from the consignment and recycle drafts. */
export function biddingDraftKey(scope: GameScope): string {
  return `biddingDraft.${scope.tenantId}.${scope.userId}.${scope.gameId}`;
}

/** The saved bidding draft of this game, or null. The credentials come from sessionStorage only. */
export function readBiddingDraft(scope: GameScope): BiddingDraft | null {
  return readSellingDraft<BiddingFormValues>(biddingDraftKey(scope));
}

export function writeBiddingDraft(scope: GameScope, values: BiddingFormValues, savedAt: string): void {
  const { agreed: _agreed, ...kept } = values;
  writeSellingDraft(biddingDraftKey(scope), { values: kept, maskedLogin: null, savedAt });
}

export function clearBiddingDraft(scope: GameScope): void {
  clearSellingDraft(biddingDraftKey(scope));
}
