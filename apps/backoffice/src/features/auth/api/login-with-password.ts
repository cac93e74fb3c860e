import { type PasswordLoginInput, type Session, sessionSchema } from '@gs/shared/identity';
import { api } from '../../../lib/request';

/**
 * POST /api/web/login with phone or username, password and the image captcha: the same login as the storefront's,
 * on the identity of this host's shop. Wrong credentials reject with 422 (`LOGIN_FAILED`), a lockout with 429.
 */
export async function loginWithPassword(input: PasswordLoginInput): Promise<Session> {
  const data = await api.post('/api/web/login', input);
  return sessionSchema.parse(data);
}
