import { type PaymentTestInput, type PaymentTestResult, paymentTestResultSchema } from '@gs/shared/staff-settings';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/request';

/**
 * POST /api/staff/settings/payment/test: tries the keys against Alipay without paying anything (owner). Empty fields
 * use the stored values, so keys typed but not saved yet can be tried.
 */
export async function testPaymentConnection(input: PaymentTestInput): Promise<PaymentTestResult> {
  const data = await api.post('/api/staff/settings/payment/test', input);
  return paymentTestResultSchema.parse(data);
}

export function useTestPaymentConnection() {
  return useMutation({ mutationFn: testPaymentConnection });
}
