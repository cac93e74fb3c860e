import type { Captcha } from '@gs/shared/identity';

/** The captcha part of a request: `{ uuid, code }` when the captcha is on, nothing when it is off. */
export function captchaPayload(
  captcha: Captcha | undefined,
  code: string | undefined,
): { uuid?: string; code?: string } {
  if (!captcha?.captchaEnabled) return {};
  return { uuid: captcha.uuid, code: (code ?? '').trim() };
}
