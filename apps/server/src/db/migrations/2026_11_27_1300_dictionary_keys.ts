import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Dictionaries (issue 14, screen 5): a shop seeded before a key existed lacks its row (the bidding commission and
// the recycler's payment window arrived on 2026-11-26, the seller's bidding deposit on 2026-11-27), so the back
// office could not show or edit it. This adds
// every key the server knew on 2026-11-27 to every existing shop, with the values and texts a new shop is seeded
// with (texts in the shop's default language). Rows a shop has, enabled or disabled, are left as they are.
const rows: [dictType: string, value: string, zh: string, en: string, sort: number][] = [
  ['goods_kind', 'self_operated', '自营', 'Self-operated', 0],
  ['goods_kind', 'consignment', '寄售', 'Consignment', 1],
  ['goods_kind', 'special_offer', '特价', 'Special offer', 2],
  ['goods_state', 'on_sale', '在售', 'On sale', 0],
  ['goods_state', 'sold', '已售出', 'Sold', 1],
  ['goods_state', 'unavailable', '暂不可购买', 'Unavailable', 2],
  ['order_status', 'pending_payment', '待付款', 'Pending payment', 0],
  ['order_status', 'paid_deposit', '已付定金', 'Deposit paid', 1],
  ['order_status', 'in_trade', '交易中', 'In trade', 2],
  ['order_status', 'completed', '已完成', 'Completed', 3],
  ['order_status', 'cancelled', '已取消', 'Cancelled', 4],
  ['order_status', 'refunded', '已退款', 'Refunded', 5],
  ['order_status', 'after_sale', '售后中', 'After-sale', 6],
  ['guarantee_type', 'retrieval', '找回包赔', 'Retrieval cover', 0],
  ['guarantee_type', 'face', '人脸包赔', 'Face-verification cover', 1],
  ['guarantee_type', 'none', '不购买包赔', 'No cover', 2],
  // Trade fees: the label is the number (basis points, fen or hours), the same in both languages.
  ...(
    [
      ['retrieval_rate_bp', '1000'],
      ['retrieval_min_fen', '5000'],
      ['face_rate_bp', '1500'],
      ['face_min_fen', '10000'],
      ['service_fee_fen', '800'],
      ['deposit_threshold_fen', '20000'],
      ['deposit_rate_bp', '1000'],
      ['deposit_min_fen', '5000'],
      ['commission_rate_bp', '500'],
      ['commission_min_fen', '5000'],
      ['bid_commission_rate_bp', '500'],
      ['bid_commission_min_fen', '5000'],
      ['recycle_payment_hours', '24'],
      ['seller_deposit_rate_bp', '1000'],
      ['seller_deposit_min_fen', '2000'],
      ['withdraw_min_fen', '1000'],
      ['withdraw_daily_limit_fen', '5000000'],
    ] as const
  ).map(([value, label], sort): [string, string, string, string, number] => ['trade_fee', value, label, label, sort]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const values = sql.join(rows.map((row) => sql`(${sql.join(row.map((cell) => sql`${cell}`))})`));
  await sql`
    INSERT INTO dict_data (tenant_id, dict_type, value, label, sort)
    SELECT t.id, d.dict_type, d.value,
           CASE WHEN s.default_locale = 'en-US' THEN d.label_en ELSE d.label_zh END,
           d.sort::integer
    FROM tenants t
    LEFT JOIN tenant_settings s ON s.tenant_id = t.id
    CROSS JOIN (VALUES ${values}) AS d (dict_type, value, label_zh, label_en, sort)
    ON CONFLICT (tenant_id, dict_type, value) DO NOTHING`.execute(db);
}

// The rows added here cannot be told from rows staff added or edited since: nothing to undo safely.
export async function down(): Promise<void> {}
