import type { Db } from '../../../db/database.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import { type TradeFees, tradeFeesFromDict } from './order-pricing.ts';

export interface OrderSettings {
  paymentProvider: 'sandbox' | 'alipay';
  requireRealName: boolean;
  allowNoGuarantee: boolean;
  paymentMinutes: number;
  balanceDueHours: number;
  autoConfirmHours: number;
}

/** What a tenant without an order_settings row gets (ARCHITECTURE: with no configuration, the app runs). */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  paymentProvider: 'sandbox',
  requireRealName: true,
  allowNoGuarantee: true,
  paymentMinutes: 15,
  balanceDueHours: 24,
  autoConfirmHours: 72,
};

// Read on every order step and changed rarely: kept for a few seconds (another instance sees a change that late).
const settingsCache = new TtlCache<OrderSettings>(5_000, 1_000);
const feesCache = new TtlCache<TradeFees>(5_000, 1_000);
const rebindCache = new TtlCache<string[]>(5_000, 10_000);

/** Drops the cached settings (after a change made elsewhere, such as the Alipay settings). */
export function forgetOrderSettings(): void {
  settingsCache.clear();
}

/** The tenant's buying settings (defaults where it has none). */
export function loadOrderSettings(db: Db, tenantId: number): Promise<OrderSettings> {
  return settingsCache.get(String(tenantId), () => readOrderSettings(db, tenantId));
}

async function readOrderSettings(db: Db, tenantId: number): Promise<OrderSettings> {
  const row = await db
    .selectFrom('order_settings')
    .select([
      'payment_provider',
      'require_real_name',
      'allow_no_guarantee',
      'payment_minutes',
      'balance_due_hours',
      'auto_confirm_hours',
    ])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return DEFAULT_ORDER_SETTINGS;
  return {
    paymentProvider: row.payment_provider,
    requireRealName: row.require_real_name,
    allowNoGuarantee: row.allow_no_guarantee,
    paymentMinutes: row.payment_minutes,
    balanceDueHours: row.balance_due_hours,
    autoConfirmHours: row.auto_confirm_hours,
  };
}

/** Changes some of a tenant's buying settings (back office, tests). */
export async function saveOrderSettings(db: Db, tenantId: number, changes: Partial<OrderSettings>): Promise<void> {
  const values = {
    ...(changes.paymentProvider !== undefined ? { payment_provider: changes.paymentProvider } : {}),
    ...(changes.requireRealName !== undefined ? { require_real_name: changes.requireRealName } : {}),
    ...(changes.allowNoGuarantee !== undefined ? { allow_no_guarantee: changes.allowNoGuarantee } : {}),
    ...(changes.paymentMinutes !== undefined ? { payment_minutes: changes.paymentMinutes } : {}),
    ...(changes.balanceDueHours !== undefined ? { balance_due_hours: changes.balanceDueHours } : {}),
    ...(changes.autoConfirmHours !== undefined ? { auto_confirm_hours: changes.autoConfirmHours } : {}),
  };
  await db
    .insertInto('order_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  settingsCache.clear();
}

/** The tenant's fee rates and minimums from its `trade_fee` dictionary. */
export function loadTradeFees(ctx: Pick<RequestContext, 'db' | 'tenantId'>): Promise<TradeFees> {
  return feesCache.get(String(ctx.tenantId), async () => {
    const rows = await ctx.db
      .selectFrom('dict_data')
      .select(['value', 'label'])
      .where('tenant_id', '=', ctx.tenantId)
      .where('dict_type', '=', 'trade_fee')
      .where('state', '=', 'active')
      .execute();
    return tradeFeesFromDict(rows);
  });
}

/** The rebinding checklist for a game: the tenant's `rebind_steps` row for the game (comma list), else all four. */
export function loadRebindSteps(db: Db, tenantId: number, gameId: number): Promise<string[]> {
  return rebindCache.get(`${tenantId}:${gameId}`, () => readRebindSteps(db, tenantId, gameId));
}

async function readRebindSteps(db: Db, tenantId: number, gameId: number): Promise<string[]> {
  const row = await db
    .selectFrom('dict_data')
    .select('label')
    .where('tenant_id', '=', tenantId)
    .where('dict_type', '=', 'rebind_steps')
    .where('value', '=', String(gameId))
    .where('state', '=', 'active')
    .executeTakeFirst();
  return row ? row.label.split(',').map((step) => step.trim()) : ['phone', 'email', 'real_name', 'security_lock'];
}
