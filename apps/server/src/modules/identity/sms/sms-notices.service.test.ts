import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf } from '../../../../test/identity-helpers.ts';
import { testSecretBox } from '../../../../test/trade-fixtures.ts';
import type { SmsDeps } from './sms-codes.service.ts';
import { sendNoticeSms } from './sms-notices.service.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

let database: TestDatabase;
let tenantId: number;
const sent: SmsMessage[] = [];
let failing = false;
const sender: SmsSender = {
  name: 'capture',
  async send(message) {
    if (failing) throw new Error('provider down');
    sent.push(message);
    return { providerMessageId: `m${sent.length}` };
  },
};
const deps: SmsDeps = {
  sender,
  secretBox: testSecretBox,
  captcha: { secretBox: testSecretBox, enabled: false, ttlSeconds: 120 },
  limits: {
    ttlSeconds: 300,
    resendSeconds: 60,
    dailyPerPhone: 10,
    dailyPerIp: 30,
    maxAttempts: 5,
    dailyNoticesPerPhone: 3,
  },
};
const now = new Date('2026-11-28T08:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  tenantId = await tenantIdOf(database.db, 'demo');
}, 60_000);

afterAll(async () => {
  await database?.drop();
});

const outboxOf = (phone: string) =>
  database.db
    .selectFrom('sms_outbox')
    .select(['scene', 'body', 'status', 'error', 'provider_message_id'])
    .where('tenant_id', '=', tenantId)
    .where('phone', '=', phone)
    .orderBy('id')
    .execute();

describe('sendNoticeSms', () => {
  it('sends a notice through the provider as a notice and records it as sent', async () => {
    const notice = { tenantId, phone: '13966600001', scene: 'claim-decided', text: '【Demo】Your claim was decided.' };
    await expect(sendNoticeSms(database.db, deps, notice, now)).resolves.toBe('sent');
    expect(sent.at(-1)).toMatchObject({ kind: 'notice', code: '', scene: 'notice.claim-decided', text: notice.text });
    expect(await outboxOf(notice.phone)).toEqual([
      { scene: 'notice.claim-decided', body: notice.text, status: 'sent', error: null, provider_message_id: 'm1' },
    ]);
  });

  it('records a provider failure as not sent and does not throw', async () => {
    failing = true;
    try {
      const notice = { tenantId, phone: '13966600002', scene: 'claim-opened', text: 'x' };
      await expect(sendNoticeSms(database.db, deps, notice, now)).resolves.toBe('failed');
      expect(await outboxOf(notice.phone)).toMatchObject([{ status: 'failed', error: 'provider down' }]);
    } finally {
      failing = false;
    }
  });

  it('sends a phone at most the daily number of notices, also when they are sent at once', async () => {
    const phone = '13966600003';
    const before = sent.length;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        sendNoticeSms(database.db, deps, { tenantId, phone, scene: 'claim-decided', text: `n${index}` }, now),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'limited')).toHaveLength(3);
    expect(sent.length - before).toBe(3);
    const rows = await outboxOf(phone);
    expect(rows.filter((row) => row.status === 'failed' && row.error?.includes('daily limit'))).toHaveLength(3);
    // A day later the phone may be texted again.
    const later = new Date(now.getTime() + 24 * 3_600_000 + 1000);
    await expect(
      sendNoticeSms(database.db, deps, { tenantId, phone, scene: 'claim-decided', text: 'later' }, later),
    ).resolves.toBe('sent');
  });
});
