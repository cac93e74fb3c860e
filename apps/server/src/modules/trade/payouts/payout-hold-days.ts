import type { Guarantee } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import { findPayoutHoldDays } from './payouts.repository.ts';

export type PayoutHoldDays = Record<Guarantee, number>;

/** What a shop without settings holds: a week under every guarantee (the columns' default too). */
export const DEFAULT_PAYOUT_HOLD_DAYS: PayoutHoldDays = { retrieval: 7, face: 7, none: 7 };

/**
 * The tenant's payout hold per guarantee, read now: completion runs in requests and in the scheduler (which has no
 * settings cache), and a changed hold applies to the next completion.
 */
export async function loadPayoutHoldDays(db: Db, tenantId: number): Promise<PayoutHoldDays> {
  const row = await findPayoutHoldDays(db, tenantId);
  if (!row) return DEFAULT_PAYOUT_HOLD_DAYS;
  return {
    retrieval: row.payout_hold_days_retrieval,
    face: row.payout_hold_days_face,
    none: row.payout_hold_days_none,
  };
}
