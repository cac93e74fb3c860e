import { useQuery } from '@tanstack/react-query';
import type { CaptchaScope } from '../lib/captcha-keys';
import { captchaQueryOptions } from '../lib/get-captcha';

/** The image captcha of one form (see `captchaQueryOptions`). */
export function useCaptcha(scope: CaptchaScope) {
  return useQuery(captchaQueryOptions(scope));
}
