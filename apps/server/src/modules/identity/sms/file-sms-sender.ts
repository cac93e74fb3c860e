import { appendFile } from 'node:fs/promises';
import type { SmsSender } from './sms-sender.ts';

/** One line of the SMS file: a message as the recipient's phone would show it. */
export interface FiledSms {
  tenantId: number;
  phone: string;
  scene: string;
  code: string;
  text: string;
  at: string;
}

/**
 * For development and end-to-end tests (SMS_PROVIDER=file): each message, code included, is appended as one JSON
 * line to a file only the server's user can read, standing in for the recipient's phone. Staff never see codes:
 * the outbox keeps every message with its code masked.
 */
export function createFileSmsSender(path: string, now: () => Date = () => new Date()): SmsSender {
  return {
    name: 'file',
    async send(message) {
      const line: FiledSms = { ...message, at: now().toISOString() };
      await appendFile(path, `${JSON.stringify(line)}\n`, { mode: 0o600 });
      return { providerMessageId: null };
    },
  };
}
