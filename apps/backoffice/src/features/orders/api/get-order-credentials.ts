import { type Credentials, credentialsSchema } from '@gs/shared/orders';
import { api } from '../../../lib/request';

/**
 * GET /api/staff/orders/{id}/credentials: the account's login, to rebind it. Audited by the server; called only
 * after the staff member confirms, and never put in the query cache (it lives in the panel's state until it closes).
 */
export async function getOrderCredentials(id: number): Promise<Credentials> {
  return credentialsSchema.parse(await api.get(`/api/staff/orders/${id}/credentials`));
}
