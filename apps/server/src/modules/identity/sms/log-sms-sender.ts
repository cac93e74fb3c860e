import { maskPhone } from '@gs/shared/identity';
import type { SmsSender } from './sms-sender.ts';

/**
 * The default sender when no SMS provider is configured: the message, code included, goes to the server log
 * (only in this mode) and, like every send, to the outbox table that tests and the back office read.
 */
export function createLogSmsSender(log: (line: string) => void): SmsSender {
  return {
    name: 'log',
    async send(message) {
      log(`SMS to ${maskPhone(message.phone)} (tenant ${message.tenantId}, ${message.scene}): ${message.text}`);
      return { providerMessageId: null };
    },
  };
}
