import type { PaymentPurposeName } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';

/*
 * Payments that belong to no order: another feature's "purpose" (bidding's seller deposit). Trade takes the money
 * through the tenant's provider with the same notification rules as orders (verified, deduplicated, amount checked,
 * late money parked and refunded) and holds it in the ledger's `deposit_held` until the feature releases it (back to
 * the payer through the provider) or forfeits it (to another user's wallet). The feature tells trade, through the
 * app's trade deps, whether its thing still waits for a payment and what the cashier shows: trade never imports it.
 */

export interface PaymentPurpose {
  /**
   * Locks what is paid for — in the notification's transaction, before the payment row (the lock order of every
   * payment path) — and says whether it still takes this payment; undefined when it does not exist.
   */
  lockForPayment(trx: Db, tenantId: number, purposeId: number, at: Date): Promise<{ due: boolean } | undefined>;
  /** The cashier's number and line, and the shop page the payer comes back to. */
  describe(
    db: Db,
    tenantId: number,
    purposeId: number,
  ): Promise<{ number: string; title: string; returnPath: string } | undefined>;
}

export type PaymentPurposes = Readonly<Partial<Record<PaymentPurposeName, PaymentPurpose>>>;
