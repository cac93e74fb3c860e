/** Which form a captcha belongs to: each form has its own, since a captcha is good for one send only. */
export type CaptchaScope = 'password-login' | 'sms-login' | 'register' | 'reset-password' | 'change-phone';

/** Query keys of the auth feature. Captchas do not depend on the session, so they sit outside its scope. */
export const authKeys = {
  all: ['auth'] as const,
  captcha: (scope: CaptchaScope) => [...authKeys.all, 'captcha', scope] as const,
};
