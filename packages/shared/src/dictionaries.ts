import { z } from 'zod';

/* Dictionary contracts: tenant-tunable constants and display labels, by type. */

export const dictTypeParamsSchema = z.object({
  type: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'type must be 2–64 lower-case letters, digits or "_"'),
});

/** `GET /api/system/dict/data/type/{type}` entries: tenant-tunable constants and display labels. */
export const dictDataSchema = z.object({
  dictType: z.string(),
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
  isDefault: z.boolean(),
});
export type DictData = z.infer<typeof dictDataSchema>;

/** Dictionary types the seed fills for every tenant. */
export const dictTypes = {
  /** Listing kinds: value = listing kind, label = its badge text. */
  goodsKind: 'goods_kind',
  /** Listing states as buyers see them (on_sale, sold, unavailable). */
  goodsState: 'goods_state',
  orderStatus: 'order_status',
  /** Fee rates (basis points) and minimums (fen) of the buying flow. */
  tradeFee: 'trade_fee',
} as const;
