import {
  type ApproveMerchantApplicationInput,
  type RejectMerchantApplicationInput,
  type StaffMerchantApplication,
  staffMerchantApplicationSchema,
} from '@gs/shared/merchant-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { merchantApplicationKeys } from './get-merchant-applications';

type Decision =
  | { id: number; approve: true; input: ApproveMerchantApplicationInput }
  | { id: number; approve: false; input: RejectMerchantApplicationInput };

/**
 * POST /api/staff/merchant-applications/{id}/approve (with a note on what happens next) or /reject (with the reason
 * the applicant sees); owner. 409 once decided.
 */
export async function decideMerchantApplication(decision: Decision): Promise<StaffMerchantApplication> {
  const action = decision.approve ? 'approve' : 'reject';
  return staffMerchantApplicationSchema.parse(
    await api.post(`/api/staff/merchant-applications/${decision.id}/${action}`, decision.input),
  );
}

export function useDecideMerchantApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideMerchantApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchantApplicationKeys.all }),
  });
}
