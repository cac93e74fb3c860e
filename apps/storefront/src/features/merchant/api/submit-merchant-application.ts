import {
  type MerchantApplication,
  type MerchantApplicationInput,
  merchantApplicationSchema,
} from '@gs/shared/merchant-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { merchantKeys } from './merchant-keys';

/**
 * POST /api/customer/audit: applies to become a merchant. 409 while another application is pending; 400 with the
 * fields (a missing document, a game the shop does not offer, an image that is not my own upload).
 */
export async function submitMerchantApplication(input: MerchantApplicationInput): Promise<MerchantApplication> {
  return merchantApplicationSchema.parse(await api.post('/api/customer/audit', input));
}

/** Submits an application, then shows it as my latest without another request. */
export function useSubmitMerchantApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitMerchantApplication,
    onSuccess: (application) => {
      queryClient.setQueryData(merchantKeys.latest(), application);
      return queryClient.invalidateQueries({ queryKey: merchantKeys.all });
    },
  });
}
