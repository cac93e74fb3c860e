import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, pageQuerySchema, pageSchema } from './envelope.ts';

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
});
