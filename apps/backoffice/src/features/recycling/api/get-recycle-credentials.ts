import { recycleCredentialsSchema } from '@gs/shared/recycle';
import { api } from '../../../lib/request';

/**
 * GET /api/staff/recycle/{id}/credentials: the account's login for verification. Audited by the server; called only
 * after the staff member confirms, and never cached (the answer lives in the panel's state until it closes).
 */
export async function getRecycleCredentials(id: number) {
  return recycleCredentialsSchema.parse(await api.get(`/api/staff/recycle/${id}/credentials`));
}
