import { maskPhone, type Profile, type UpdateProfileInput } from '@gs/shared/identity';
import { inTransaction } from '../../../db/transaction.ts';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { assertOwnUpload } from '../../uploads/index.ts';
import { type LoginDeps, verifyCurrentPassword } from '../auth/login.service.ts';
import { revokeOtherSessions } from '../auth/sessions.service.ts';
import { findLatestReview, findVerification } from '../realname/realname.repository.ts';
import { type SmsDeps, verifySmsCode } from '../sms/sms-codes.service.ts';
import { findUserByPhone, listUserRoles, type UserChanges, updateUser } from '../users/users.repository.ts';
import { loadActiveUser } from '../users/users.service.ts';

/** The user's profile; `maskPhone` for display (`/newsm`). Name and ID number are only ever masked. */
export async function getProfile(ctx: UserContext, options: { maskPhone: boolean }): Promise<Profile> {
  const user = await loadActiveUser(ctx);
  const [roles, verification, review] = await Promise.all([
    listUserRoles(ctx.db, ctx.tenantId, ctx.userId),
    findVerification(ctx.db, ctx.tenantId, ctx.userId),
    findLatestReview(ctx.db, ctx.tenantId, ctx.userId),
  ]);
  return {
    userId: user.id,
    nickName: user.nick_name,
    avatar: user.avatar_url,
    phone: options.maskPhone ? maskPhone(user.phone) : user.phone,
    gender: user.gender,
    qq: user.qq,
    wechat: user.wechat,
    roles,
    createdAt: user.created_at.toISOString(),
    realName: {
      status: verification ? 'verified' : 'none',
      name: verification?.name_masked ?? null,
      idNumber: verification?.id_number_masked ?? null,
      verifiedAt: verification?.verified_at.toISOString() ?? null,
    },
    realNameTwo: {
      status: review?.status ?? 'none',
      reason: review?.status === 'rejected' ? review.reason : null,
      submittedAt: review?.created_at.toISOString() ?? null,
    },
  };
}

/** What a profile change needs besides the user: the SMS codes and the password lockout. */
export interface ProfileDeps {
  sms: SmsDeps;
  login: Pick<LoginDeps, 'maxFailures' | 'lockMinutes'>;
}

/** Where the change comes from: the caller's IP (lockout records) and session token (the one kept). */
export interface ProfileRequestMeta {
  ip: string;
  token: string;
}

/**
 * Updates nickname, avatar (one of the user's own uploads), gender and contacts. A new phone needs the current
 * password, the change-phone code sent to that phone, and must not belong to another user of the tenant; it
 * ends every other session of the user in the same transaction.
 */
export async function updateProfile(
  ctx: UserContext,
  deps: ProfileDeps,
  input: UpdateProfileInput,
  meta: ProfileRequestMeta,
): Promise<Profile> {
  const user = await loadActiveUser(ctx);
  const changes: UserChanges = {};
  if (input.nickName !== undefined) changes.nick_name = input.nickName;
  if (input.avatar !== undefined) {
    assertOwnUpload(ctx, input.avatar);
    changes.avatar_url = input.avatar;
  }
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.qq !== undefined) changes.qq = input.qq;
  if (input.wechat !== undefined) changes.wechat = input.wechat.trim();
  const changingPhone = input.phone !== undefined && input.phone !== user.phone;
  if (changingPhone && input.phone !== undefined) {
    if (!input.smsCode) {
      throw new AppError(400, 'SMS_CODE_INVALID', 'smsCodeMissing', {
        fields: [{ field: 'body.smsCode', message: '' }],
      });
    }
    await verifyCurrentPassword(ctx, deps.login, user, input.currentPassword, meta.ip);
    if (await findUserByPhone(ctx.db, ctx.tenantId, input.phone))
      throw new AppError(409, 'PHONE_REGISTERED', 'phoneRegistered');
    await verifySmsCode(ctx, deps.sms, input.phone, 'change-phone', input.smsCode);
    changes.phone = input.phone;
  }
  if (Object.keys(changes).length > 0) {
    const now = ctx.clock.now();
    try {
      await inTransaction(ctx.db, async (trx) => {
        await updateUser(trx, ctx.tenantId, ctx.userId, changes, now);
        if (changingPhone) await revokeOtherSessions(trx, ctx.tenantId, ctx.userId, meta.token, now);
      });
    } catch (error) {
      // Two users racing for one new phone: the unique key decides.
      if ((error as { code?: string }).code === '23505') throw new AppError(409, 'PHONE_REGISTERED', 'phoneRegistered');
      throw error;
    }
  }
  return getProfile(ctx, { maskPhone: false });
}
