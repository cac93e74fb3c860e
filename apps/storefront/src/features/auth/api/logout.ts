import { api } from '../../../lib/request';

/** POST /api/logout: revokes the current token on the server. `useSession().signOut` wraps it. */
export async function logout(): Promise<void> {
  await api.post('/api/logout');
}
