import { maskPhone, type Profile, type UpdateProfileInput } from '@gs/shared/identity';
import type { UserContext } from '../../../lib/context.ts';
import { AppError } from '../../../lib/errors.ts';
import { assertOwnUpload } from '../../uploads/index.ts';
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

/**
 * Updates nickname, avatar (one of the user's own uploads), gender and contacts. A new phone needs the
 * change-phone code sent to that phone and must not belong to another user of the tenant.
 */
export async function updateProfile(ctx: UserContext, sms: SmsDeps, input: UpdateProfileInput): Promise<Profile> {
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
  if (input.phone !== undefined && input.phone !== user.phone) {
    if (!input.smsCode) {
      throw new AppError(400, 'SMS_CODE_INVALID', 'smsCodeMissing', {
        fields: [{ field: 'body.smsCode', message: '' }],
      });
    }
    if (await findUserByPhone(ctx.db, ctx.tenantId, input.phone))
      throw new AppError(409, 'PHONE_REGISTERED', 'phoneRegistered');
    await verifySmsCode(ctx, sms, input.phone, 'change-phone', input.smsCode);
    changes.phone = input.phone;
  }
  if (Object.keys(changes).length > 0) {
    try {
      await updateUser(ctx.db, ctx.tenantId, ctx.userId, changes, ctx.clock.now());
    } catch (error) {
      // Two users racing for one new phone: the unique key decides.
      if ((error as { code?: string }).code === '23505') throw new AppError(409, 'PHONE_REGISTERED', 'phoneRegistered');
      throw error;
    }
  }
  return getProfile(ctx, { maskPhone: false });
}
