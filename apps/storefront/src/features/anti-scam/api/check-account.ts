import { type CheckAccountResult, checkAccountResultSchema } from '@gs/shared/staff-contacts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/**
 * GET /api/V2/H5/checkAccount?value=: is this QQ / WeChat / phone one of the shop's staff? Public and rate-limited
 * per visitor (429 with the seconds to wait).
 */
export async function checkAccount(value: string): Promise<CheckAccountResult> {
  return checkAccountResultSchema.parse(await api.get('/api/V2/H5/checkAccount', { value }));
}

/** One check per submit: an answer is about the moment it was asked, so nothing is cached. */
export function useCheckAccount() {
  return useMutation({ mutationFn: checkAccount });
}
