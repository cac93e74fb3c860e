import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_STATUS,
  envelopeSchema,
  errorCodes,
  pageQuerySchema,
  pageQuerySchemaWith,
  pageSchema,
} from './envelope.ts';

describe('envelope contracts', () => {
  it('wraps a payload in { code, msg, data }', () => {
    const schema = envelopeSchema(z.object({ id: z.number() }));
    expect(schema.parse({ code: 200, msg: 'OK', data: { id: 1 } })).toEqual({ code: 200, msg: 'OK', data: { id: 1 } });
    expect(schema.safeParse({ code: 200, msg: 'OK', data: { id: 'x' } }).success).toBe(false);
  });

  it('pages default to 1 × 20 and refuse more than 100 rows', () => {
    expect(pageQuerySchema.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(pageQuerySchema.parse({ pageNum: '3', pageSize: '50' })).toEqual({ pageNum: 3, pageSize: 50 });
    expect(pageQuerySchema.safeParse({ pageSize: 1000 }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ pageNum: 0 }).success).toBe(false);
    expect(pageSchema(z.string()).parse({ rows: ['a'], total: 1, pageNum: 1, pageSize: 20 }).rows).toEqual(['a']);
  });

  it('lets a list keep its own page-size limits', () => {
    const query = pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 });
    expect(query.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(query.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(query.parse({ pageNum: '2', pageSize: '50' })).toEqual({ pageNum: 2, pageSize: 50 });
  });
});

describe('error statuses', () => {
  it('gives every error code exactly one status, an error status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
    for (const code of errorCodes) expect(ERROR_STATUS[code], code).toBeLessThan(600);
  });

  it('follows the envelope rules: invalid input 400, state conflicts 409, business rules 422', () => {
    const withStatus = (status: number) => errorCodes.filter((code) => ERROR_STATUS[code] === status).sort();
    expect(withStatus(400)).toEqual(
      [
        'BAD_REQUEST',
        'CAPTCHA_INVALID',
        'INVALID_JSON',
        'SMS_CODE_INVALID',
        'UPLOAD_REJECTED',
        'VALIDATION_FAILED',
      ].sort(),
    );
    expect(withStatus(404)).toEqual(['NOT_FOUND', 'ROUTE_NOT_FOUND', 'TENANT_NOT_FOUND']);
    expect(withStatus(409)).toEqual(
      [
        'CONFLICT',
        'LISTING_LOCKED',
        'LISTING_SOLD',
        'LISTING_UNAVAILABLE',
        'OWN_UNPAID_ORDER',
        'PHONE_REGISTERED',
      ].sort(),
    );
    expect(withStatus(422)).toEqual(
      [
        'BUSINESS_RULE',
        'LOGIN_FAILED',
        'OWN_LISTING',
        'PHONE_NOT_REGISTERED',
        'REAL_NAME_REJECTED',
        'REAL_NAME_REQUIRED',
      ].sort(),
    );
  });
});
