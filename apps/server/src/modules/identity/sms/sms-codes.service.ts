import { randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsScene, SmsSent } from '@gs/shared/identity';
import type { Locale } from '@gs/shared/tenant';
import type { Db } from '../../../db/database.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { rateLimitedError } from '../../../lib/rate-limit-guard.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { closedToCustomers } from '../../../plugins/auth.ts';
import { type CaptchaDeps, consumeCaptcha } from '../captcha/captcha.service.ts';
import { findUserByPhone, listUserRoles } from '../users/users.repository.ts';
import {
  deleteSmsCode,
  findLiveCodeForUpdate,
  insertOutbox,
  insertSmsCode,
  lockPhone,
  markCodeUsed,
  recordWrongAttempt,
  sendStatsForIp,
  sendStatsForPhone,
} from './sms-codes.repository.ts';
import type { SmsSender } from './sms-sender.ts';
import { sceneMismatchText, smsText } from './sms-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SmsLimits {
  ttlSeconds: number;
  resendSeconds: number;
  dailyPerPhone: number;
  dailyPerIp: number;
  maxAttempts: number;
  /** Notices (not codes) one phone receives in 24 hours at most; later ones are recorded as not sent. */
  dailyNoticesPerPhone: number;
}

export interface SmsDeps {
  sender: SmsSender;
  secretBox: SecretBox;
  captcha: CaptchaDeps;
  limits: SmsLimits;
}

export interface SendSmsInput {
  phone: string;
  scene: SmsScene;
  uuid?: string | undefined;
  code?: string | undefined;
}

const codeHash = (deps: SmsDeps, phone: string, scene: SmsScene, code: string) =>
  deps.secretBox.blindIndex(`${phone}:${scene}:${code}`, 'sms-code');

/**
 * Why a scene does not fit the phone: register and change-phone need a phone nobody uses here, login and reset a known
 * one. The caller is not told (the send answers alike for every phone, so it cannot be used to learn who has an
 * account); the phone's owner is, by a text instead of the code.
 */
type SceneMismatch = 'registered' | 'unknown';

/** A shop closed to customers (suspended, not trading yet) sends codes only to its staff, to sign in or set a password. */
async function sceneMismatchOf(ctx: RequestContext, phone: string, scene: SmsScene): Promise<SceneMismatch | null> {
  const existing = await findUserByPhone(ctx.db, ctx.tenantId, phone);
  // A new shop's owner sets their password this way.
  const closed = closedToCustomers(ctx.tenant);
  if (closed && (scene === 'register' || scene === 'change-phone' || !existing)) throw closed;
  if (closed && existing && (await listUserRoles(ctx.db, ctx.tenantId, existing.id)).length === 0) throw closed;
  if ((scene === 'register' || scene === 'change-phone') && existing) return 'registered';
  if ((scene === 'login' || scene === 'reset') && !existing) return 'unknown';
  return null;
}

function secondsUntil(later: Date, now: Date): number {
  return (later.getTime() - now.getTime()) / 1000;
}

/**
 * Sends a 6-digit code after the image captcha, within the limits: one send per phone per resend window, a
 * rolling daily cap per phone and per IP (429 with the seconds to wait). The code is stored only as an HMAC.
 *
 * The answer is the same for every phone: when the scene does not fit it (registering a phone that has an account,
 * signing in with one that has none) the send is counted like any other and the phone receives a text saying so
 * instead of a code — a 409 / 422 here told anyone with a captcha solver who the shop's customers are.
 */
export async function sendSmsCode(
  ctx: RequestContext,
  deps: SmsDeps,
  input: SendSmsInput,
  ip: string,
): Promise<SmsSent> {
  await consumeCaptcha(ctx, deps.captcha, input.uuid, input.code);
  const mismatch = await sceneMismatchOf(ctx, input.phone, input.scene);

  const { limits } = deps;
  const code = newCode();
  const now = ctx.clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const codeId = await inTransaction(ctx.db, async (trx) => {
    await lockPhone(trx, ctx.tenantId, input.phone);
    const phoneStats = await sendStatsForPhone(trx, ctx.tenantId, input.phone, dayAgo);
    if (phoneStats.newest) {
      const wait = secondsUntil(new Date(phoneStats.newest.getTime() + limits.resendSeconds * 1000), now);
      if (wait > 0) throw rateLimitedError(wait * 1000);
    }
    if (phoneStats.count >= limits.dailyPerPhone && phoneStats.oldest) {
      throw rateLimitedError(secondsUntil(new Date(phoneStats.oldest.getTime() + DAY_MS), now) * 1000);
    }
    const ipStats = await sendStatsForIp(trx, ctx.tenantId, ip, dayAgo);
    if (ipStats.count >= limits.dailyPerIp && ipStats.oldest) {
      throw rateLimitedError(secondsUntil(new Date(ipStats.oldest.getTime() + DAY_MS), now) * 1000);
    }
    // A mismatched send is stored too (so the limits count it); its code is never sent to anyone.
    return storeCode(trx, deps, ctx.tenantId, { phone: input.phone, scene: input.scene, code, ip }, now);
  });

  const tenant = { id: ctx.tenantId, name: ctx.tenant.name, locale: ctx.tenant.default_locale };
  const minutes = Math.round(limits.ttlSeconds / 60);
  const message = mismatch
    ? { kind: 'notice' as const, code: '', text: sceneMismatchText(tenant.locale, tenant.name, mismatch) }
    : { kind: 'code' as const, code, text: smsText(tenant.locale, tenant.name, code, minutes) };
  const delivered = await deliverCode(
    ctx.db,
    deps,
    tenant,
    { phone: input.phone, scene: input.scene, codeId, ...message },
    now,
  );
  if (!delivered) throw new AppError(503, 'SMS_SEND_FAILED', 'smsSendFailed');
  return { resendAfter: limits.resendSeconds, expiresIn: limits.ttlSeconds };
}

/**
 * Spends a code: right → marked used; wrong → one of the allowed tries used up (kept even though the caller
 * fails), with a clear 400; none live or tries exhausted → 400 asking for a new code. Runs in its own
 * transaction, so it must not be called inside another.
 */
export async function verifySmsCode(
  ctx: RequestContext,
  deps: SmsDeps,
  phone: string,
  scene: SmsScene,
  code: string,
): Promise<void> {
  if (ctx.db.isTransaction) throw new Error('verifySmsCode must run outside a transaction');
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const live = await findLiveCodeForUpdate(trx, ctx.tenantId, phone, scene, now);
    if (!live) return { kind: 'missing' as const };
    if (live.attempts >= deps.limits.maxAttempts) return { kind: 'exhausted' as const };
    const given = Buffer.from(codeHash(deps, phone, scene, code));
    if (!timingSafeEqual(Buffer.from(live.code_hash), given)) {
      await recordWrongAttempt(trx, ctx.tenantId, live.id);
      return { kind: 'wrong' as const, left: deps.limits.maxAttempts - live.attempts - 1 };
    }
    await markCodeUsed(trx, ctx.tenantId, live.id, now);
    return { kind: 'ok' as const };
  });
  switch (outcome.kind) {
    case 'ok':
      return;
    case 'missing':
      throw new AppError(400, 'SMS_CODE_INVALID', 'smsCodeMissing', {
        fields: [{ field: 'body.smsCode', message: '' }],
      });
    case 'exhausted':
      throw new AppError(400, 'SMS_CODE_INVALID', 'smsCodeExhausted', {
        fields: [{ field: 'body.smsCode', message: '' }],
      });
    case 'wrong':
      throw new AppError(400, 'SMS_CODE_INVALID', outcome.left > 0 ? 'smsCodeWrong' : 'smsCodeExhausted', {
        params: { left: outcome.left },
        fields: [{ field: 'body.smsCode', message: '' }],
      });
  }
}

/**
 * A password-reset code sent on someone else's behalf, without a captcha: the platform creating a shop sends its new
 * owner one, so they set their password on the back office's login page (issue 25). Same lifetime, tries and outbox
 * record as any code; the code itself goes to the provider only (the log provider writes it to the server log).
 */
export async function sendSetupCode(
  db: Db,
  deps: SmsDeps,
  tenant: { id: number; name: string; locale: Locale },
  phone: string,
  now: Date,
): Promise<'sent' | 'failed'> {
  const scene: SmsScene = 'reset';
  const code = newCode();
  const codeId = await inTransaction(db, async (trx) => {
    await lockPhone(trx, tenant.id, phone);
    return storeCode(trx, deps, tenant.id, { phone, scene, code, ip: 'platform' }, now);
  });
  const text = smsText(tenant.locale, tenant.name, code, Math.round(deps.limits.ttlSeconds / 60));
  const message = { kind: 'code' as const, phone, scene, code, text, codeId };
  return (await deliverCode(db, deps, tenant, message, now)) ? 'sent' : 'failed';
}

/** A 6-digit code from the system's secure random source. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Stores a new code (only its HMAC) with the configured lifetime; the caller holds the phone's lock. */
async function storeCode(
  db: Db,
  deps: SmsDeps,
  tenantId: number,
  code: { phone: string; scene: SmsScene; code: string; ip: string },
  now: Date,
): Promise<number> {
  const row = await insertSmsCode(db, tenantId, {
    phone: code.phone,
    scene: code.scene,
    codeHash: codeHash(deps, code.phone, code.scene, code.code),
    ip: code.ip,
    at: now,
    expiresAt: new Date(now.getTime() + deps.limits.ttlSeconds * 1000),
  });
  return row.id;
}

/**
 * Sends a stored code through the provider and records it in the outbox with the code masked (staff read the outbox:
 * a code they could see would let them sign in as anyone). A failed send removes the code and is recorded as failed.
 */
async function deliverCode(
  db: Db,
  deps: SmsDeps,
  tenant: { id: number; name: string; locale: Locale },
  message: { kind: 'code' | 'notice'; phone: string; scene: SmsScene; code: string; text: string; codeId: number },
  now: Date,
): Promise<boolean> {
  const { kind, phone, scene, code, text } = message;
  const outbox = {
    phone,
    scene,
    body: code ? text.replace(code, '******') : text,
    provider: deps.sender.name,
    at: now,
  };
  try {
    const result = await deps.sender.send({ kind, tenantId: tenant.id, phone, scene, code, text });
    await insertOutbox(db, tenant.id, {
      ...outbox,
      providerMessageId: result.providerMessageId,
      status: 'sent',
      error: null,
    });
    return true;
  } catch (error) {
    await deleteSmsCode(db, tenant.id, message.codeId);
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
    await insertOutbox(db, tenant.id, { ...outbox, providerMessageId: null, status: 'failed', error: reason });
    return false;
  }
}
