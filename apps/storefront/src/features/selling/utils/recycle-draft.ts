import {
  type ConsignmentFormValues,
  clearSellingDraft,
  type DraftScope,
  readSellingDraft,
  type SellingDraft,
  writeSellingDraft,
} from './consignment-draft';

/** The values of the quick-recycle form: the consignment form's region, attributes, contact and game login. */
export type RecycleFormValues = Pick<
  ConsignmentFormValues,
  | 'operatorId'
  | 'areaId'
  | 'serverId'
  | 'regionNodeId'
  | 'regionPath'
  | 'attrs'
  | 'contact'
  | 'login'
  | 'password'
  | 'notes'
>;

export type RecycleDraft = SellingDraft<RecycleFormValues>;

/** `recycleDraft.<tenant>.<user>.<game>`: one draft per game, apart from the consignment drafts. */
export function recycleDraftKey(scope: Pick<DraftScope, 'tenantId' | 'userId' | 'gameId'>): string {
  return `recycleDraft.${scope.tenantId}.${scope.userId}.${scope.gameId}`;
}

/** The saved quick-recycle draft of this game, or null. The credentials come from sessionStorage only. */
export function readRecycleDraft(scope: DraftScope): RecycleDraft | null {
  return readSellingDraft<RecycleFormValues>(recycleDraftKey(scope));
}

export function writeRecycleDraft(scope: DraftScope, values: RecycleFormValues, savedAt: string): void {
  writeSellingDraft(recycleDraftKey(scope), { values, maskedLogin: null, savedAt });
}

export function clearRecycleDraft(scope: DraftScope): void {
  clearSellingDraft(recycleDraftKey(scope));
}
