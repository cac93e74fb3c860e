import type { CheckAccountResult } from '@gs/shared/staff-contacts';
import { useMutation } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';

// Loaded with the first check (see lazySchema): the pages that offer the check start without staff-contacts.ts.
const checkAccountResultSchema = lazySchema(() =>
  import('@gs/shared/staff-contacts').then((module) => module.checkAccountResultSchema),
);

/**
 * GET /api/V2/H5/checkAccount?value=: is this QQ / WeChat / phone one of the shop's staff? Public and rate-limited
 * per visitor (429 with the seconds to wait).
 */
export async function checkAccount(value: string): Promise<CheckAccountResult> {
  return getCheckedLazily(checkAccountResultSchema, '/api/V2/H5/checkAccount', { value });
}

/** One check per submit: an answer is about the moment it was asked, so nothing is cached. */
export function useCheckAccount() {
  return useMutation({ mutationFn: checkAccount });
}
