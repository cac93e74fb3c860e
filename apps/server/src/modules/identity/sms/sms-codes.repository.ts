import type { SmsScene } from '@gs/shared/identity';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/** Serialises sends to one phone of a tenant inside the caller's transaction (limits are read, then written). */
export function lockPhone(db: Db, tenantId: number, phone: string) {
  return sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sms:${tenantId}:${phone}`}, 0))`.execute(db);
}

export function sendStatsForPhone(db: Db, tenantId: number, phone: string, since: Date) {
  return db
    .selectFrom('sms_codes')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
    .then((row) => ({
      count: Number(row.count),
      oldest: row.oldest as Date | null,
      newest: row.newest as Date | null,
    }));
}

export function sendStatsForIp(db: Db, tenantId: number, ip: string, since: Date) {
  return db
    .selectFrom('sms_codes')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('tenant_id', '=', tenantId)
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
    .then((row) => ({ count: Number(row.count), oldest: row.oldest as Date | null }));
}

export interface NewSmsCode {
  phone: string;
  scene: SmsScene;
  codeHash: string;
  ip: string;
  at: Date;
  expiresAt: Date;
}

export function insertSmsCode(db: Db, tenantId: number, code: NewSmsCode) {
  return db
    .insertInto('sms_codes')
    .values({
      tenant_id: tenantId,
      phone: code.phone,
      scene: code.scene,
      code_hash: code.codeHash,
      ip: code.ip,
      created_at: code.at,
      expires_at: code.expiresAt,
      used_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The newest live code of a phone and scene, locked for the check. */
export function findLiveCodeForUpdate(db: Db, tenantId: number, phone: string, scene: SmsScene, now: Date) {
  return db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export function recordWrongAttempt(db: Db, tenantId: number, id: number) {
  return db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export function markCodeUsed(db: Db, tenantId: number, id: number, at: Date) {
  return db
    .updateTable('sms_codes')
    .set({ used_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** A code whose message could not be sent must not count against the limits nor be usable. */
export function deleteSmsCode(db: Db, tenantId: number, id: number) {
  return db.deleteFrom('sms_codes').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}

export interface OutboxEntry {
  phone: string;
  scene: string;
  body: string;
  provider: string;
  providerMessageId: string | null;
  status: 'sent' | 'failed';
  error: string | null;
  at: Date;
}

export function insertOutbox(db: Db, tenantId: number, entry: OutboxEntry) {
  return db
    .insertInto('sms_outbox')
    .values({
      tenant_id: tenantId,
      phone: entry.phone,
      scene: entry.scene,
      body: entry.body,
      provider: entry.provider,
      provider_message_id: entry.providerMessageId,
      status: entry.status,
      error: entry.error,
      created_at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Records how a send recorded beforehand ended. */
export function settleOutbox(
  db: Db,
  tenantId: number,
  id: number,
  result: Pick<OutboxEntry, 'status' | 'error' | 'providerMessageId'>,
) {
  return db
    .updateTable('sms_outbox')
    .set({ status: result.status, error: result.error, provider_message_id: result.providerMessageId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export function listOutbox(db: Db, tenantId: number, phone: string | undefined, limit: number) {
  let query = db
    .selectFrom('sms_outbox')
    .select(['id', 'phone', 'scene', 'body', 'provider', 'status', 'created_at'])
    .where('tenant_id', '=', tenantId);
  if (phone) query = query.where('phone', '=', phone);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** How many notices (scenes `notice.…`) the tenant sent or tried to send to the phone since then. */
export function countNoticesToPhone(db: Db, tenantId: number, phone: string, since: Date) {
  return db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .where('scene', 'like', 'notice.%')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}
