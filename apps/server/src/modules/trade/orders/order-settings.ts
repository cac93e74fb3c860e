import { defineCache } from '../../../lib/caches.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { DEFAULT_PAYOUT_HOLD_DAYS, type PayoutHoldDays } from '../payouts/payout-hold-days.ts';
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
  /** Days after completion a claim may be opened under the retrieval / face guarantee. */
  claimDaysRetrieval: number;
  claimDaysFace: number;
  /** Hours the seller has to answer a claim. */
  claimSellerReplyHours: number;
  /** New listings of a seller with an upheld retrieval claim go to review. */
  claimReviewUpheldSellers: boolean;
  /** Days a seller's proceeds stay held after completion, per the order's guarantee (0: straight to the wallet). */
  payoutHoldDays: PayoutHoldDays;
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
  claimDaysRetrieval: 365,
  claimDaysFace: 30,
  claimSellerReplyHours: 48,
  claimReviewUpheldSellers: true,
  payoutHoldDays: DEFAULT_PAYOUT_HOLD_DAYS,
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
    claimDaysRetrieval: row.claim_days_retrieval,
    claimDaysFace: row.claim_days_face,
    claimSellerReplyHours: row.claim_seller_reply_hours,
    claimReviewUpheldSellers: row.claim_review_upheld_sellers,
    payoutHoldDays: {
      retrieval: row.payout_hold_days_retrieval,
      face: row.payout_hold_days_face,
      none: row.payout_hold_days_none,
    },
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
    ...(changes.claimDaysRetrieval !== undefined ? { claim_days_retrieval: changes.claimDaysRetrieval } : {}),
    ...(changes.claimDaysFace !== undefined ? { claim_days_face: changes.claimDaysFace } : {}),
    ...(changes.claimSellerReplyHours !== undefined ? { claim_seller_reply_hours: changes.claimSellerReplyHours } : {}),
    ...(changes.claimReviewUpheldSellers !== undefined
      ? { claim_review_upheld_sellers: changes.claimReviewUpheldSellers }
      : {}),
    ...(changes.payoutHoldDays !== undefined
      ? {
          payout_hold_days_retrieval: changes.payoutHoldDays.retrieval,
          payout_hold_days_face: changes.payoutHoldDays.face,
          payout_hold_days_none: changes.payoutHoldDays.none,
        }
      : {}),
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
