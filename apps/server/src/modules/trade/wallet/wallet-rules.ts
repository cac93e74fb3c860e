import { defineCache } from '../../../lib/caches.ts';
import type { RequestContext } from '../../../lib/context.ts';
import { listTradeFeeRows } from '../orders/order-settings.repository.ts';

export interface WithdrawalRules {
  minFen: number;
  dailyLimitFen: number;
}

/** What a tenant whose `trade_fee` dictionary has no `withdraw_*` rows gets: ¥10 at least, ¥50,000 a day. */
export const DEFAULT_WITHDRAWAL_RULES: WithdrawalRules = { minFen: 1_000, dailyLimitFen: 5_000_000 };

const dictKeys: Record<string, keyof WithdrawalRules> = {
  withdraw_min_fen: 'minFen',
  withdraw_daily_limit_fen: 'dailyLimitFen',
};

/** The `withdraw_*` rows (value = setting, label = its whole number of fen) over the defaults. */
export function withdrawalRulesFromDict(rows: { value: string; label: string }[]): WithdrawalRules {
  const rules = { ...DEFAULT_WITHDRAWAL_RULES };
  for (const row of rows) {
    const key = dictKeys[row.value];
    const label = row.label.trim();
    if (key && /^\d{1,12}$/.test(label)) rules[key] = Math.max(1, Number(label));
  }
  return rules;
}

// Read on every wallet page and changed rarely: kept for a few seconds, like the trade fees.
const rulesCache = defineCache<WithdrawalRules>('trade.withdrawalRules', 5_000, 1_000);

/** The tenant's withdrawal minimum and daily limit, from the same `trade_fee` dictionary as the trade fees. */
export function loadWithdrawalRules(
  scope: Pick<RequestContext, 'db' | 'tenantId' | 'caches'>,
): Promise<WithdrawalRules> {
  return scope.caches
    .of(rulesCache)
    .get(scope.tenantId, '', async () => withdrawalRulesFromDict(await listTradeFeeRows(scope.db, scope.tenantId)));
}

/**
 * The daily limit counts the calendar day in China Standard Time (UTC+8, no daylight saving): tenants trade in
 * CNY and have no time-zone setting, and a seller expects "today" to end at their midnight, not at 08:00.
 */
const DAY_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The start (as an instant) of the withdrawal day that contains `now`. */
export function withdrawalDayStart(now: Date): Date {
  const local = now.getTime() + DAY_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - DAY_OFFSET_MS);
}
