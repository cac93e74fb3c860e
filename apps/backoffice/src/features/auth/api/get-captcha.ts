import { type Captcha, captchaSchema } from '@gs/shared/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/** GET /api/captchaImage: a new image captcha (or `captchaEnabled: false` when the shop has it off). */
export async function getCaptcha(options: { signal?: AbortSignal } = {}): Promise<Captcha> {
  const data = await api.get('/api/captchaImage', undefined, options);
  return captchaSchema.parse(data);
}

/** A captcha is used once: kept until the form asks for a new one, dropped when the form goes away. */
export function captchaQueryOptions() {
  return queryOptions({
    queryKey: ['captcha', 'staff-login'] as const,
    queryFn: ({ signal }) => getCaptcha({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}
