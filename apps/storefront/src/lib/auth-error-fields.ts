import type { FieldErrorMapping } from '@gs/web/form-errors';

/** The form field name of the typed captcha text (the server calls it `code`). */
export const CAPTCHA_FIELD = 'captchaCode';

/**
 * Where the identity endpoints' errors go in the auth forms: the captcha's `code` is our `captchaCode`, and
 * errors the server sends without `fields` still belong under the input they are about.
 */
export function authErrorFields(phoneField = 'phone'): FieldErrorMapping {
  return {
    aliases: { code: CAPTCHA_FIELD, phone: phoneField },
    errorCodes: {
      CAPTCHA_INVALID: CAPTCHA_FIELD,
      PHONE_REGISTERED: phoneField,
      PHONE_NOT_REGISTERED: phoneField,
    },
  };
}
