import type { AuditEntry } from '@gs/shared/staff-audit';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { AUDIT_ACTIONS } from './audit-actions';
import { auditActionOptions, describeAuditEntry } from './describe-audit-entry';

const LANGUAGES = ['en-US', 'zh-CN'] as const;

function entryOf(action: string, overrides: Partial<AuditEntry> = {}): AuditEntry {
  const [method = 'POST', route = ''] = action.split(' ');
  return {
    id: 1,
    at: '2026-11-29T01:00:00.000Z',
    actor: { userId: 5, nickName: '王五', phone: '138****0005', roles: ['operator'] },
    action,
    method,
    route,
    target: { id: '7' },
    targetId: '7',
    body: null,
    before: null,
    after: null,
    status: 200,
    requestId: 'req-1',
    ip: '127.0.0.1',
    ...overrides,
  };
}

describe('the audit log in words', () => {
  it('words every known action in both languages, each with its own label in the action filter', () => {
    for (const language of LANGUAGES) {
      const t = i18n.getFixedT(language);
      const options = auditActionOptions(t, language);
      expect(options.map((option) => option.value).sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
      for (const option of options) {
        expect(option.label, `${language} ${option.value}`).not.toMatch(/\{\{|audit\.|undefined/);
        const sentence = describeAuditEntry(entryOf(option.value), t, language);
        expect(sentence.text, `${language} ${option.value}`).not.toMatch(/\{\{|audit\.|undefined/);
        expect(sentence.text.startsWith('王五 '), sentence.text).toBe(true);
        expect(sentence.known).toBe(true);
      }
      // No two actions read the same in the filter.
      expect(new Set(options.map((option) => option.label)).size, language).toBe(options.length);
    }
  });

  it('reads a decision by what was decided, and money in the reader’s format', () => {
    const en = i18n.getFixedT('en-US');
    const zh = i18n.getFixedT('zh-CN');
    const approve = entryOf('POST /api/staff/realname/reviews/:id', { body: { approve: true } });
    const reject = entryOf('POST /api/staff/realname/reviews/:id', { body: { approve: false, reason: '照片模糊' } });
    expect(describeAuditEntry(approve, en, 'en-US').text).toBe('王五 approved real-name application #7');
    expect(describeAuditEntry(reject, zh, 'zh-CN').text).toBe('王五 驳回了实名申请 #7：原因 照片模糊');
    const withdrawal = entryOf('POST /api/staff/withdrawals/:id/approve', {
      before: { status: 'pending', amountFen: 30_000 },
      after: { status: 'paid', transferRef: '2026112422001008' },
    });
    expect(describeAuditEntry(withdrawal, en, 'en-US').text).toBe('王五 approved withdrawal #7 ¥300.00');
    const fullRefund = entryOf('POST /api/staff/orders/:id/refund', {
      body: { relist: false, reason: 'Out of stock' },
      after: { orderNo: '2026112900002', status: 'refunded', refundedFen: 9_900 },
    });
    expect(describeAuditEntry(fullRefund, en, 'en-US').text).toBe(
      '王五 refunded order 2026112900002 in full: reason Out of stock',
    );
    const bulk = entryOf('POST /api/staff/listings/bulk', {
      target: {},
      targetId: null,
      after: { action: 'down', changed: [1, 2, 3], summary: {} },
    });
    expect(describeAuditEntry(bulk, en, 'en-US').text).toBe('王五 changed 3 listings at once');
    expect(describeAuditEntry(bulk, zh, 'zh-CN').text).toBe('王五 批量处理了 3 个商品');
  });

  it('never puts a redacted value in a sentence, and shows an unknown action by its code and target', () => {
    const en = i18n.getFixedT('en-US');
    const blocked = entryOf('POST /api/staff/users/:id/block', {
      body: { reason: '[redacted]' },
      after: { status: 'blocked', blockedReason: 'Spam' },
    });
    expect(describeAuditEntry(blocked, en, 'en-US').text).toBe('王五 blocked user #7: reason Spam');
    const unknown = entryOf('DELETE /api/staff/raffles/:id');
    expect(describeAuditEntry(unknown, en, 'en-US')).toEqual({
      text: '王五 did DELETE /api/staff/raffles/:id on #7',
      read: false,
      known: false,
    });
    const unknownRead = entryOf('GET /api/staff/raffles/export', { target: {}, targetId: null });
    expect(describeAuditEntry(unknownRead, en, 'en-US')).toEqual({
      text: '王五 did GET /api/staff/raffles/export',
      read: true,
      known: false,
    });
  });
});
