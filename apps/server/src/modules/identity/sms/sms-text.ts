import type { Locale } from '@gs/shared/tenant';

/** The verification message, signed with the tenant's name, in the tenant's language. */
export function smsText(locale: Locale, tenantName: string, code: string, minutes: number): string {
  return locale === 'zh-CN'
    ? `【${tenantName}】您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人，客服不会向您索要验证码。`
    : `[${tenantName}] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it, not even with our staff.`;
}

/**
 * Sent instead of a code when the scene does not fit the phone: a code asked to register a phone that has an account
 * here, or to sign in / reset with one that has none.
 */
export function sceneMismatchText(locale: Locale, tenantName: string, mismatch: 'registered' | 'unknown'): string {
  if (locale === 'zh-CN') {
    return mismatch === 'registered'
      ? `【${tenantName}】该手机号已注册，无需再次注册。请直接登录；忘记密码可通过“找回密码”重置。如非本人操作，请忽略本短信。`
      : `【${tenantName}】该手机号尚未注册，无法登录或找回密码。请先注册。如非本人操作，请忽略本短信。`;
  }
  return mismatch === 'registered'
    ? `[${tenantName}] This number already has an account: sign in, or reset your password if you forgot it. If this was not you, ignore this text.`
    : `[${tenantName}] This number has no account here yet, so there is nothing to sign in to or reset: register first. If this was not you, ignore this text.`;
}
