import { describe, expect, it } from 'vitest';
import { isAuditedCall, REDACTED, redactSecrets } from './audit.ts';

describe('redactSecrets', () => {
  it('replaces every secret-named value at any depth and keeps the rest', () => {
    const body = {
      reason: 'Screenshots do not match',
      password: 'Sup3r-Secret-Pw!',
      credentials: { login: 'GameHero_2024', password: 'x', notes: 'answer: blue' },
      payment: {
        alipayAccount: 'zhang.san@example.com',
        alipay: { appId: '2021000', privateKey: '-----BEGIN PRIVATE KEY-----', publicKey: 'MIIB' },
        apiToken: 'tok_123',
      },
      steps: [
        { step: 'phone', done: true, smsCode: '123456' },
        { step: 'real_name', done: false, idNumber: '11010119900101001X', id_number: '1101' },
      ],
      loginName: 'someone',
      pwd: 'p',
      clientSecret: 's',
      captchaCode: 'abcd',
      priceFen: 50_000,
      instant: false,
      nothing: null,
    };
    expect(redactSecrets(body)).toEqual({
      reason: 'Screenshots do not match',
      password: REDACTED,
      credentials: REDACTED,
      payment: {
        alipayAccount: REDACTED,
        alipay: { appId: '2021000', privateKey: REDACTED, publicKey: REDACTED },
        apiToken: REDACTED,
      },
      steps: [
        { step: 'phone', done: true, smsCode: REDACTED },
        { step: 'real_name', done: false, idNumber: REDACTED, id_number: REDACTED },
      ],
      loginName: REDACTED,
      pwd: REDACTED,
      clientSecret: REDACTED,
      captchaCode: REDACTED,
      priceFen: 50_000,
      instant: false,
      nothing: null,
    });
    expect(JSON.stringify(redactSecrets(body))).not.toMatch(/Sup3r|GameHero|example\.com|PRIVATE|tok_|123456|1101/);
  });

  it('answers plain JSON: dates as ISO text, long text shortened, deep nesting cut off', () => {
    const deep: Record<string, unknown> = {};
    let cursor = deep;
    for (let i = 0; i < 12; i++) {
      cursor.next = {};
      cursor = cursor.next as Record<string, unknown>;
    }
    const out = redactSecrets({ at: new Date('2026-11-24T00:00:00Z'), text: 'a'.repeat(5000), deep }) as Record<
      string,
      unknown
    >;
    expect(out.at).toBe('2026-11-24T00:00:00.000Z');
    expect((out.text as string).length).toBe(2001);
    expect(JSON.stringify(out.deep)).toContain('[truncated]');
  });
});

describe('isAuditedCall', () => {
  it('audits staff and platform writes and the staff reads that reveal secrets', () => {
    expect(isAuditedCall('POST', '/api/staff/listings/:id/approve')).toBe(true);
    expect(isAuditedCall('PUT', '/api/staff/listings/:id/credentials')).toBe(true);
    expect(isAuditedCall('DELETE', '/api/admin/tenants/:id')).toBe(true);
    expect(isAuditedCall('GET', '/api/staff/orders/:id/credentials')).toBe(true);
    expect(isAuditedCall('GET', '/api/staff/realname/reviews/:id/front', true)).toBe(true);
  });

  it('leaves out plain staff reads and everything outside the staff routes', () => {
    expect(isAuditedCall('GET', '/api/staff/listings')).toBe(false);
    expect(isAuditedCall('HEAD', '/api/staff/orders/:id/credentials')).toBe(false);
    expect(isAuditedCall('POST', '/api/order/create')).toBe(false);
    expect(isAuditedCall('POST', '/api/web/login')).toBe(false);
    expect(isAuditedCall('GET', '/api/order/:id/credentials')).toBe(false);
  });

  it('leaves out a staff POST that says it changes nothing, but never a read of secrets', () => {
    expect(isAuditedCall('POST', '/api/staff/chat/conversations/:id/read', false, true)).toBe(false);
    expect(isAuditedCall('POST', '/api/staff/chat/conversations/:id/read')).toBe(true);
    expect(isAuditedCall('GET', '/api/staff/orders/:id/credentials', false, true)).toBe(true);
    expect(isAuditedCall('GET', '/api/staff/realname/reviews/:id/identity', true, true)).toBe(true);
  });
});
