import { type ResetPasswordInput, type SmsSent, smsSentSchema } from '@gs/shared/identity';
import { api } from '../../../lib/request';

/**
 * GET /api/sms/new/send with scene `reset`: a code to the phone of a staff member of this shop (a shop not trading yet
 * or suspended sends codes to its staff only). The image captcha's uuid and text go with it when the shop has one.
 */
export async function sendResetCode(input: { phone: string; uuid?: string; code?: string }): Promise<SmsSent> {
  const data = await api.get('/api/sms/new/send', { ...input, scene: 'reset' });
  return smsSentSchema.parse(data);
}

/** POST /api/h5/SmsforPwd: a new password with the SMS code; every session of the account ends. */
export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post('/api/h5/SmsforPwd', input);
}
