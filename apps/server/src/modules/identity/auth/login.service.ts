import type {
  PasswordLoginInput,
  RegisterInput,
  ResetPasswordInput,
  Session,
  SmsLoginInput,
} from '@gs/shared/identity';
import type { UserRow } from '../../../db/tables/users.table.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { closedToCustomers } from '../../../plugins/auth.ts';
import { type CaptchaDeps, consumeCaptcha } from '../captcha/captcha.service.ts';
import { type SmsDeps, verifySmsCode } from '../sms/sms-codes.service.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { findUserByLogin, findUserByPhone, listUserRoles, updateUser } from '../users/users.repository.ts';
import { createUser } from '../users/users.service.ts';
import {
  clearLoginFailures,
  countRecentLoginFailures,
  deleteLoginFailure,
  insertLoginFailure,
  lockLoginAccount,
} from './sessions.repository.ts';
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

/**
 * At a tenant closed to customers (a suspended shop, a shop that does not trade yet, the platform's own tenant) only
 * its staff sign in: they set a shop up before it opens, read a suspended one, run the platform. Checked after the
 * password or code, so a stranger learns nothing about who is staff.
 */
async function assertMaySignIn(ctx: RequestContext, user: UserRow): Promise<void> {
  const closed = closedToCustomers(ctx.tenant);
  if (!closed) return;
  const roles = await listUserRoles(ctx.db, ctx.tenantId, user.id);
  if (roles.length === 0) throw closed;
}

/**
 * The key failed passwords are counted under: the user, when the login names one (so the phone and the username
 * share one count), else what was typed (an unknown account locks the same way, telling nothing).
 */
function loginKeyOf(user: UserRow | undefined, account: string): string {
  return user ? `user:${user.id}` : `login:${account}`;
}

/**
 * Reserves one password check on `key`: 429 with the wait while the lock window already holds the maximum of
 * failures; otherwise the attempt is recorded as a failure before the password is checked, in one locked step, so
 * parallel tries cannot all pass the count. Answers the attempt's id (removed again when the password is right).
 */
async function reserveLoginAttempt(
  ctx: RequestContext,
  deps: Pick<LoginDeps, 'maxFailures' | 'lockMinutes'>,
  key: string,
  ip: string,
  now: Date,
): Promise<number> {
  const windowMs = deps.lockMinutes * 60_000;
  return inTransaction(ctx.db, async (trx) => {
    await lockLoginAccount(trx, ctx.tenantId, key);
    const failures = await countRecentLoginFailures(trx, ctx.tenantId, key, new Date(now.getTime() - windowMs));
    if (failures.count >= deps.maxFailures && failures.oldest) {
      const waitSeconds = Math.max(1, Math.ceil((failures.oldest.getTime() + windowMs - now.getTime()) / 1000));
      throw new AppError(429, 'RATE_LIMITED', 'accountLocked', {
        params: { minutes: Math.ceil(waitSeconds / 60) },
        extra: { retryAfter: waitSeconds },
      });
    }
    return insertLoginFailure(trx, ctx.tenantId, key, ip, now);
  });
}

/**
 * Password login by phone or username, after the image captcha. Unknown account and wrong password answer the
 * same 422; five failures in the window lock the account, whichever identifier was typed (429 with the wait), and
 * no more than five passwords are ever checked per window, however many arrive at once.
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
  const user = await findUserByLogin(ctx.db, ctx.tenantId, account);
  const key = loginKeyOf(user, account);
  const attempt = await reserveLoginAttempt(ctx, deps, key, meta.ip, now);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid) throw new AppError(422, 'LOGIN_FAILED', 'loginFailed');
  await deleteLoginFailure(ctx.db, ctx.tenantId, attempt);
  assertActive(user);
  await assertMaySignIn(ctx, user);
  await clearLoginFailures(ctx.db, ctx.tenantId, key);
  return openSession(ctx, user, deps.sessionTtlDays, meta);
}

/**
 * Re-authentication before a sensitive change (the phone): the user's current password, checked under the same
 * lockout as logins (5 wrong in the window lock both). 400 when missing, 422 when wrong, 429 while locked.
 */
export async function verifyCurrentPassword(
  ctx: RequestContext,
  deps: Pick<LoginDeps, 'maxFailures' | 'lockMinutes'>,
  user: UserRow,
  password: string | undefined,
  ip: string,
): Promise<void> {
  const field = [{ field: 'body.currentPassword', message: '' }];
  if (!password) throw new AppError(400, 'VALIDATION_FAILED', 'currentPasswordMissing', { fields: field });
  const key = loginKeyOf(user, user.phone);
  const attempt = await reserveLoginAttempt(ctx, deps, key, ip, ctx.clock.now());
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError(422, 'LOGIN_FAILED', 'currentPasswordWrong', { fields: field });
  }
  await deleteLoginFailure(ctx.db, ctx.tenantId, attempt);
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
  await assertMaySignIn(ctx, user);
  return openSession(ctx, user, deps.sessionTtlDays, meta);
}

/** Registration with the register code; answers a session so the new user is signed in at once. */
export async function register(
  ctx: RequestContext,
  deps: LoginDeps,
  input: RegisterInput,
  meta: ClientMeta,
): Promise<Session> {
  // The code first: without it, nobody learns whether the phone has an account here.
  await verifySmsCode(ctx, deps.sms, input.phone, 'register', input.smsCode);
  if (await findUserByPhone(ctx.db, ctx.tenantId, input.phone))
    throw new AppError(409, 'PHONE_REGISTERED', 'phoneRegistered');
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
  await assertMaySignIn(ctx, user);
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx.db, async (trx) => {
    await updateUser(trx, ctx.tenantId, user.id, { password_hash: passwordHash }, now);
    await revokeAllSessions(trx, ctx.tenantId, user.id, now);
    await clearLoginFailures(trx, ctx.tenantId, loginKeyOf(user, input.phone));
  });
}
