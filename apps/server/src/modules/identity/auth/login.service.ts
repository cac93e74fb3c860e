import type {
  PasswordLoginInput,
  RegisterInput,
  ResetPasswordInput,
  Session,
  SmsLoginInput,
} from '@gs/shared/identity';
import type { UserRow } from '../../../db/tables/users.table.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { type CaptchaDeps, consumeCaptcha } from '../captcha/captcha.service.ts';
import { type SmsDeps, verifySmsCode } from '../sms/sms-codes.service.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { findUserByLogin, findUserByPhone, updateUser } from '../users/users.repository.ts';
import { createUser } from '../users/users.service.ts';
import { clearLoginFailures, countRecentLoginFailures, insertLoginFailure } from './sessions.repository.ts';
import { type ClientMeta, openSession, revokeAllSessions } from './sessions.service.ts';

export interface LoginDeps {
  captcha: CaptchaDeps;
  sms: SmsDeps;
  sessionTtlDays: number;
  maxFailures: number;
  lockMinutes: number;
}

function assertActive(user: UserRow): void {
  if (user.status !== 'active') throw new AppError(403, 'ACCOUNT_DISABLED', 'accountDisabled');
}

/** 429 with the wait while an account has had too many failed passwords in the lock window. */
async function assertNotLocked(ctx: RequestContext, deps: LoginDeps, account: string, now: Date): Promise<void> {
  const windowMs = deps.lockMinutes * 60_000;
  const failures = await countRecentLoginFailures(ctx.db, ctx.tenantId, account, new Date(now.getTime() - windowMs));
  if (failures.count >= deps.maxFailures && failures.oldest) {
    const waitSeconds = Math.max(1, Math.ceil((failures.oldest.getTime() + windowMs - now.getTime()) / 1000));
    throw new AppError(429, 'RATE_LIMITED', 'accountLocked', {
      params: { minutes: Math.ceil(waitSeconds / 60) },
      extra: { retryAfter: waitSeconds },
    });
  }
}

/**
 * Password login by phone or username, after the image captcha. Unknown account and wrong password answer the
 * same 422; five failures in the window lock the account (429 with the wait).
 */
export async function loginWithPassword(
  ctx: RequestContext,
  deps: LoginDeps,
  input: PasswordLoginInput,
  meta: ClientMeta & { ip: string },
): Promise<Session> {
  await consumeCaptcha(ctx, deps.captcha, input.uuid, input.code);
  const account = input.username.trim().toLowerCase();
  const now = ctx.clock.now();
  await assertNotLocked(ctx, deps, account, now);
  const user = await findUserByLogin(ctx.db, ctx.tenantId, account);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) {
    await insertLoginFailure(ctx.db, ctx.tenantId, account, meta.ip, now);
    throw new AppError(422, 'LOGIN_FAILED', 'loginFailed');
  }
  assertActive(user);
  await clearLoginFailures(ctx.db, ctx.tenantId, account);
  return openSession(ctx, user, deps.sessionTtlDays, meta);
}

/** SMS login: the phone's login code opens a session. */
export async function loginWithSms(
  ctx: RequestContext,
  deps: LoginDeps,
  input: SmsLoginInput,
  meta: ClientMeta,
): Promise<Session> {
  await verifySmsCode(ctx, deps.sms, input.phone, 'login', input.smsCode);
  const user = await findUserByPhone(ctx.db, ctx.tenantId, input.phone);
  if (!user) throw new AppError(422, 'PHONE_NOT_REGISTERED', 'phoneNotRegistered');
  assertActive(user);
  return openSession(ctx, user, deps.sessionTtlDays, meta);
}

/** Registration with the register code; answers a session so the new user is signed in at once. */
export async function register(
  ctx: RequestContext,
  deps: LoginDeps,
  input: RegisterInput,
  meta: ClientMeta,
): Promise<Session> {
  if (await findUserByPhone(ctx.db, ctx.tenantId, input.phone))
    throw new AppError(409, 'PHONE_REGISTERED', 'phoneRegistered');
  await verifySmsCode(ctx, deps.sms, input.phone, 'register', input.smsCode);
  const user = await createUser(ctx.db, ctx.tenantId, {
    phone: input.phone,
    password: input.password,
    nickName: input.nickName,
  });
  return openSession(ctx, user, deps.sessionTtlDays, meta);
}

/** Password reset by SMS: new password, every session of the user ended, failed-login lock lifted. */
export async function resetPassword(ctx: RequestContext, deps: LoginDeps, input: ResetPasswordInput): Promise<void> {
  await verifySmsCode(ctx, deps.sms, input.phone, 'reset', input.smsCode);
  const user = await findUserByPhone(ctx.db, ctx.tenantId, input.phone);
  if (!user) throw new AppError(422, 'PHONE_NOT_REGISTERED', 'phoneNotRegistered');
  const now = ctx.clock.now();
  await updateUser(ctx.db, ctx.tenantId, user.id, { password_hash: await hashPassword(input.password) }, now);
  await revokeAllSessions(ctx.db, ctx.tenantId, user.id, now);
  await clearLoginFailures(ctx.db, ctx.tenantId, user.phone);
  if (user.username) await clearLoginFailures(ctx.db, ctx.tenantId, user.username.toLowerCase());
}
