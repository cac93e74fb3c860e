import { defineCache } from '../../../lib/caches.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { type TradeFees, tradeFeesFromDict } from './order-pricing.ts';
import {
  findOrderSettings,
  findRebindStepsRow,
  listTradeFeeRows,
  upsertOrderSettings,
} from './order-settings.repository.ts';

export interface OrderSettings {
  paymentProvider: 'sandbox' | 'alipay';
  requireRealName: boolean;
  allowNoGuarantee: boolean;
  paymentMinutes: number;
  balanceDueHours: number;
  autoConfirmHours: number;
  /** At most this many unpaid orders per buyer; null: the platform's default (order-limits.ts). */
  maxUnpaidOrders: number | null;
}

/** What a tenant without an order_settings row gets (ARCHITECTURE: with no configuration, the app runs). */
export const DEFAULT_ORDER_SETTINGS: OrderSettings = {
  paymentProvider: 'sandbox',
  requireRealName: true,
  allowNoGuarantee: true,
  paymentMinutes: 15,
  balanceDueHours: 24,
  autoConfirmHours: 72,
  maxUnpaidOrders: null,
};

/**
 * What reading or changing a tenant's trade settings needs: a database handle (the caller's transaction, if any),
 * the tenant, and the app's caches.
 */
export type TradeSettingsScope = Pick<RequestContext, 'db' | 'tenantId' | 'caches'>;

// Read on every order step and changed rarely: kept for a few seconds (another instance sees a change that late).
const orderSettingsCache = defineCache<OrderSettings>('trade.orderSettings', 5_000, 1_000);
const tradeFeesCache = defineCache<TradeFees>('trade.fees', 5_000, 1_000);
const rebindStepsCache = defineCache<string[]>('trade.rebindSteps', 5_000, 10_000);

/** Drops the tenant's cached settings (after a change made elsewhere, such as the Alipay settings). */
export function forgetOrderSettings(scope: Pick<RequestContext, 'tenantId' | 'caches'>): void {
  scope.caches.of(orderSettingsCache).forgetTenant(scope.tenantId);
}

/** The tenant's buying settings (defaults where it has none). */
export function loadOrderSettings(scope: TradeSettingsScope): Promise<OrderSettings> {
  return scope.caches.of(orderSettingsCache).get(scope.tenantId, '', () => readOrderSettings(scope));
}

async function readOrderSettings(scope: TradeSettingsScope): Promise<OrderSettings> {
  const row = await findOrderSettings(scope.db, scope.tenantId);
  if (!row) return DEFAULT_ORDER_SETTINGS;
  return {
    paymentProvider: row.payment_provider,
    requireRealName: row.require_real_name,
    allowNoGuarantee: row.allow_no_guarantee,
    paymentMinutes: row.payment_minutes,
    balanceDueHours: row.balance_due_hours,
    autoConfirmHours: row.auto_confirm_hours,
    maxUnpaidOrders: row.max_unpaid_orders,
  };
}

/** Changes some of a tenant's buying settings (back office, tests). */
export async function saveOrderSettings(scope: TradeSettingsScope, changes: Partial<OrderSettings>): Promise<void> {
  const values = {
    ...(changes.paymentProvider !== undefined ? { payment_provider: changes.paymentProvider } : {}),
    ...(changes.requireRealName !== undefined ? { require_real_name: changes.requireRealName } : {}),
    ...(changes.allowNoGuarantee !== undefined ? { allow_no_guarantee: changes.allowNoGuarantee } : {}),
    ...(changes.paymentMinutes !== undefined ? { payment_minutes: changes.paymentMinutes } : {}),
    ...(changes.balanceDueHours !== undefined ? { balance_due_hours: changes.balanceDueHours } : {}),
    ...(changes.autoConfirmHours !== undefined ? { auto_confirm_hours: changes.autoConfirmHours } : {}),
    ...(changes.maxUnpaidOrders !== undefined ? { max_unpaid_orders: changes.maxUnpaidOrders } : {}),
  };
  await upsertOrderSettings(scope.db, scope.tenantId, values, new Date());
  forgetOrderSettings(scope);
}

/** The tenant's fee rates and minimums from its `trade_fee` dictionary. */
export function loadTradeFees(scope: TradeSettingsScope): Promise<TradeFees> {
  return scope.caches
    .of(tradeFeesCache)
    .get(scope.tenantId, '', async () => tradeFeesFromDict(await listTradeFeeRows(scope.db, scope.tenantId)));
}

/** The rebinding checklist for a game: the tenant's `rebind_steps` row for the game (comma list), else all four. */
export function loadRebindSteps(scope: TradeSettingsScope, gameId: number): Promise<string[]> {
  return scope.caches.of(rebindStepsCache).get(scope.tenantId, String(gameId), async () => {
    const row = await findRebindStepsRow(scope.db, scope.tenantId, gameId);
    return row ? row.label.split(',').map((step) => step.trim()) : ['phone', 'email', 'real_name', 'security_lock'];
  });
}
