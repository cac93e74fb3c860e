import { type SmsOutbox, smsOutboxSchema } from '@gs/shared/identity';
import { sessionScopeKey } from '@gs/web/session-scope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export const smsOutboxKeys = {
  all: [...sessionScopeKey, 'sms-outbox'] as const,
  list: (phone: string | null) => [...smsOutboxKeys.all, phone ?? ''] as const,
};

/** The most messages one look shows (the call's limit). */
export const SMS_OUTBOX_LIMIT = 50;

/** GET /api/staff/sms/outbox: the shop's newest SMS messages, optionally to one phone (operator or owner). */
export async function getSmsOutbox(phone: string | null, options: { signal?: AbortSignal } = {}): Promise<SmsOutbox> {
  const data = await api.get('/api/staff/sms/outbox', { phone: phone ?? undefined, limit: SMS_OUTBOX_LIMIT }, options);
  return smsOutboxSchema.parse(data);
}

export function smsOutboxQueryOptions(phone: string | null) {
  return queryOptions({
    queryKey: smsOutboxKeys.list(phone),
    queryFn: ({ signal }) => getSmsOutbox(phone, { signal }),
    placeholderData: keepPreviousData,
  });
}
