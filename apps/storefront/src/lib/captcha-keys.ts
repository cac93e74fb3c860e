/** Which form a captcha belongs to: each form has its own, since a captcha is good for one send only. */
export type CaptchaScope = 'password-login' | 'sms-login' | 'register' | 'reset-password' | 'change-phone';

/** Query keys of the image captchas. Captchas do not depend on the session, so they sit outside its scope. */
export const captchaKeys = {
  all: ['captcha'] as const,
  scope: (scope: CaptchaScope) => [...captchaKeys.all, scope] as const,
};
