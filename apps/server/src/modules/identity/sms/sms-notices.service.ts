import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { countNoticesToPhone, insertOutbox, lockPhone, settleOutbox } from './sms-codes.repository.ts';
import type { SmsDeps } from './sms-codes.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A notice by SMS: something happened that the phone's owner should know (a claim decided, a question asked). */
export interface SmsNotice {
  tenantId: number;
  phone: string;
  /** What happened, recorded in the outbox as `notice.<scene>` (e.g. `claim-decided`). */
  scene: string;
  /** The whole text in the shop's language, signed with its name. */
  text: string;
}

export type NoticeOutcome = 'sent' | 'failed' | 'limited';

/**
 * Sends a notice through the app's SMS provider and records it in the outbox, like every text. Best effort: what
 * the notice tells is on the page already, so a provider failure or the phone's daily cap of notices is recorded
 * (status failed, with why) and answered, never thrown. Runs outside the caller's transaction: a slow provider
 * must not hold its locks, and a rolled-back change must not have been announced.
 */
export async function sendNoticeSms(db: Db, deps: SmsDeps, notice: SmsNotice, now: Date): Promise<NoticeOutcome> {
  const scene = `notice.${notice.scene}`;
  const entry = { phone: notice.phone, scene, body: notice.text, provider: deps.sender.name, at: now };
  // Counted and recorded under the phone's lock, so notices sent at once cannot all slip under the cap. The row
  // says "not sent" until the provider has taken the message (a crash in between leaves it so).
  const reserved = await inTransaction(db, async (trx) => {
    await lockPhone(trx, notice.tenantId, notice.phone);
    const sent = await countNoticesToPhone(trx, notice.tenantId, notice.phone, new Date(now.getTime() - DAY_MS));
    const limited = sent >= deps.limits.dailyNoticesPerPhone;
    const error = limited ? `daily limit of ${deps.limits.dailyNoticesPerPhone} notices reached` : 'sending';
    const row = await insertOutbox(trx, notice.tenantId, {
      ...entry,
      providerMessageId: null,
      status: 'failed',
      error,
    });
    return limited ? null : Number(row.id);
  });
  if (reserved === null) return 'limited';
  try {
    const result = await deps.sender.send({ kind: 'notice', ...notice, scene, code: '' });
    const providerMessageId = result.providerMessageId;
    await settleOutbox(db, notice.tenantId, reserved, { status: 'sent', error: null, providerMessageId });
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
    await settleOutbox(db, notice.tenantId, reserved, { status: 'failed', error: reason, providerMessageId: null });
    return 'failed';
  }
}
