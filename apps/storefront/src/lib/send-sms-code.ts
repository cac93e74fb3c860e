import { type SmsScene, type SmsSent, smsSentSchema } from '@gs/shared/identity';
import { api } from './request';

export interface SendSmsCodeInput {
  phone: string;
  scene: SmsScene;
  /** The image captcha's uuid and the text typed from it; left out when the captcha is off. */
  uuid?: string;
  code?: string;
}

/**
 * GET /api/sms/new/send: texts a 6-digit code to `phone` for `scene`. A 429 rejects with an `ApiError`
 * whose `retryAfter` says how many seconds to wait.
 */
export async function sendSmsCode(input: SendSmsCodeInput): Promise<SmsSent> {
  const data = await api.get('/api/sms/new/send', { ...input });
  return smsSentSchema.parse(data);
}
