import type { Db } from '../../../db/database.ts';

export function insertCaptcha(db: Db, tenantId: number, uuid: string, answerHash: string, expiresAt: Date) {
  return db
    .insertInto('captchas')
    .values({ tenant_id: tenantId, uuid, answer_hash: answerHash, expires_at: expiresAt, used_at: null })
    .execute();
}

/** Marks a live captcha used and answers its hash: whatever the answer, a captcha is good for one try only. */
export function takeCaptcha(db: Db, tenantId: number, uuid: string, now: Date) {
  return db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('tenant_id', '=', tenantId)
    .where('uuid', '=', uuid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer_hash')
    .executeTakeFirst();
}

export function deleteExpiredCaptchas(db: Db, before: Date) {
  return db.deleteFrom('captchas').where('expires_at', '<', before).execute();
}
