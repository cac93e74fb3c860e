import { api } from '../../../lib/request';

/**
 * POST /api/logout: revokes `token` on the server. The token is passed explicitly because the session is
 * cleared locally first (`useSession().signOut`), so the stored one is already gone when this is sent.
 */
export async function logout(token: string): Promise<void> {
  await api.post('/api/logout', undefined, { headers: { Token: token, Authorization: `Bearer ${token}` } });
}
