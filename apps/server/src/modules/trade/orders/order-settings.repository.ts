import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { OrderSettingsTable } from '../../../db/tables/orders.table.ts';

/** The tenant's buying settings row, if it has one. */
export function findOrderSettings(db: Db, tenantId: number) {
  return db
    .selectFrom('order_settings')
    .select([
      'payment_provider',
      'require_real_name',
      'allow_no_guarantee',
      'payment_minutes',
      'balance_due_hours',
      'auto_confirm_hours',
      'max_unpaid_orders',
      'claim_days_retrieval',
      'claim_days_face',
      'claim_seller_reply_hours',
      'claim_review_upheld_sellers',
      'payout_hold_days_retrieval',
      'payout_hold_days_face',
      'payout_hold_days_none',
    ])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Creates the tenant's settings row with these values, or changes them in the row it has. */
export async function upsertOrderSettings(
  db: Db,
  tenantId: number,
  values: Omit<Updateable<OrderSettingsTable>, 'tenant_id' | 'updated_at'>,
  at: Date,
): Promise<void> {
  await db
    .insertInto('order_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...values, updated_at: at }))
    .execute();
}

/** The active rows of the tenant's `trade_fee` dictionary. */
export function listTradeFeeRows(db: Db, tenantId: number) {
  return db
    .selectFrom('dict_data')
    .select(['value', 'label'])
    .where('tenant_id', '=', tenantId)
    .where('dict_type', '=', 'trade_fee')
    .where('state', '=', 'active')
    .execute();
}

/** The active `rebind_steps` dictionary row of one game (its label is the comma list of steps), if any. */
export function findRebindStepsRow(db: Db, tenantId: number, gameId: number) {
  return db
    .selectFrom('dict_data')
    .select('label')
    .where('tenant_id', '=', tenantId)
    .where('dict_type', '=', 'rebind_steps')
    .where('value', '=', String(gameId))
    .where('state', '=', 'active')
    .executeTakeFirst();
}
