import type { PaymentProviderName } from '@gs/shared/orders';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/tables/payments.table.ts';
import { AppError } from '../../../lib/errors.ts';
import type { MessageKey } from '../../../lib/messages.ts';
import { findActivePayment, type PaymentSubject } from './payments.repository.ts';

/*
 * A subject's active payment (an order's part or a purpose's thing: `PaymentSubject`), as the payment services use
 * it: one lookup (`findActivePayment`) whatever the subject, locked in the caller's transaction.
 */

/**
 * The subject's open payment, locked, for the caller to answer again or replace; undefined when none is open.
 * 409 when it is paid already (`paidMessage`, in the subject's words) or open at another provider than `provider`.
 */
export async function lockOpenPayment(
  trx: Db,
  tenantId: number,
  subject: PaymentSubject,
  provider: PaymentProviderName,
  paidMessage: MessageKey,
): Promise<PaymentRow | undefined> {
  const active = await findActivePayment(trx, tenantId, subject, { lock: true });
  if (active?.status === 'succeeded') throw new AppError(409, 'CONFLICT', paidMessage);
  if (active && active.provider !== provider) throw new AppError(409, 'CONFLICT', 'paymentInProgress');
  return active;
}

/** The subject's paid payment still held (not given away), locked; null when nothing is held. */
export async function lockHeldPayment(trx: Db, tenantId: number, subject: PaymentSubject): Promise<PaymentRow | null> {
  const active = await findActivePayment(trx, tenantId, subject, { lock: true });
  return active?.status === 'succeeded' && !active.forfeited_at ? active : null;
}
