import type { SmsSent } from '@gs/shared/identity';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type SendSmsCodeInput, sendSmsCode } from '../lib/send-sms-code';

export function useSendSmsCode(options: Omit<UseMutationOptions<SmsSent, Error, SendSmsCodeInput>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: sendSmsCode });
}
