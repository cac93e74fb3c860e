import { envelopeSchema } from '@gs/shared/envelope';
import { listingDetailSchema, listingSearchPageSchema } from '@gs/shared/listings';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './compiled-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  compiledSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const summary = {
  id: 7,
  number: 'A00000007',
  title: '安卓QQ区|最强王者|"末日机甲"',
  cover: '/uploads/c.svg',
  gameId: 1,
  gameName: '王者荣耀',
  regionNames: ['安卓', 'QQ'],
  price: 12800,
  kind: 'consignment',
  badges: [{ type: 'kind', value: 'consignment', label: '寄售', color: '#52c41a' }],
  views: 3,
  listedAt: '2026-11-20T00:00:00.000Z',
};

describe('compiled response serialisers', () => {
  it('write what JSON.stringify writes for an answer of the contract', () => {
    const page = {
      code: 200,
      msg: '操作成功',
      data: { rows: [summary], total: 1, totalCapped: false, pageNum: 1, pageSize: 20 },
    };
    const text = serializerOf(envelopeSchema(listingSearchPageSchema))(page);
    expect(JSON.parse(text)).toEqual(page);
    const detail = {
      ...summary,
      description: 'line\nbreak \u2028 and </script>',
      gallery: ['/a.png'],
      gameType: 'mobile',
      regionPath: [{ id: 3, name: '安卓', kind: 'system' }],
      attributes: [
        { id: 9, name: '段位', kind: 'single', text: '最强王者', items: [{ id: 1, name: '最强王者', level: null }] },
      ],
      state: 'sold',
      isCollect: false,
    };
    const parsed = listingDetailSchema.parse(detail);
    expect(
      JSON.parse(serializerOf(envelopeSchema(listingDetailSchema))({ code: 200, msg: 'ok', data: parsed })),
    ).toEqual({
      code: 200,
      msg: 'ok',
      data: parsed,
    });
  });

  it('never writes a property the contract does not declare', () => {
    const row = { ...summary, cost_fen: 5000, seller_user_id: 42, credentials: 'secret' };
    const text = serializerOf(z.array(listingSearchPageSchema.shape.rows.element))([row]);
    expect(text).not.toContain('cost_fen');
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual([summary]);
  });
});
