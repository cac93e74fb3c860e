import { type Captcha, captchaSchema } from '@gs/shared/identity';
import { sessionIndependentMeta } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import { type CaptchaScope, captchaKeys } from './captcha-keys';
import { api } from './request';

export { captchaPayload } from '@gs/web/captcha';

/** GET /api/captchaImage: a new image captcha (or `captchaEnabled: false` when the tenant has it off). */
export async function getCaptcha(options: { signal?: AbortSignal } = {}): Promise<Captcha> {
  const data = await api.get('/api/captchaImage', undefined, options);
  return captchaSchema.parse(data);
}

/**
 * A captcha is used once: kept until the form asks for a new one, dropped when the form goes away. It is the same
 * for anyone, so a login does not refetch it (that refetch was cut off by the login page leaving: one aborted
 * request on every login).
 */
export function captchaQueryOptions(scope: CaptchaScope) {
  return queryOptions({
    queryKey: captchaKeys.scope(scope),
    meta: sessionIndependentMeta,
    queryFn: ({ signal }) => getCaptcha({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
