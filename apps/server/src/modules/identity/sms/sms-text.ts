import type { Locale } from '@gs/shared/tenant';

/** The verification message, signed with the tenant's name, in the tenant's language. */
export function smsText(locale: Locale, tenantName: string, code: string, minutes: number): string {
  return locale === 'zh-CN'
    ? `【${tenantName}】您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉他人，客服不会向您索要验证码。`
    : `[${tenantName}] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it, not even with our staff.`;
}
