import { api } from '../../../lib/request';

/**
 * POST /api/logout: revokes `token` on the server. The token is passed explicitly: the session is cleared locally
 * first, or was never stored (an account refused at login).
 */
export async function logout(token: string): Promise<void> {
  await api.post('/api/logout', undefined, { headers: { Token: token, Authorization: `Bearer ${token}` } });
}
