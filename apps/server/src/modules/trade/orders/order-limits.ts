import { DEFAULT_MAX_UNPAID_ORDERS } from '@gs/shared/staff-settings';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../lib/errors.ts';
import { CLOSE_REASON } from './close-reasons.ts';
import { countUnpaidOrders, listRecentLapses, lockBuyerOrdering } from './order-limits.repository.ts';
import type { OrderSettings } from './order-settings.ts';

/*
 * One buyer must not hold a shop's inventory hostage: every unpaid order locks its listing for the payment window.
 * So a buyer has at most a few unpaid orders at once, and a buyer who keeps letting orders lapse waits a while.
 */

/** Lapses (unpaid orders that ran out or were cancelled by the buyer) within this window count… */
export const LAPSE_WINDOW_HOURS = 24;
/** …and this many of them start a cooldown… */
export const LAPSES_BEFORE_COOLDOWN = 3;
/** …of this long after the newest one. */
export const LAPSE_COOLDOWN_MINUTES = 60;

// The close reasons of an order the buyer let lapse. A staff cancellation is not the buyer's doing and does not count.
const LAPSE_REASONS = [CLOSE_REASON.paymentTimedOut, CLOSE_REASON.cancelledByBuyer];

/** The cap in force for a tenant's settings. */
export function maxUnpaidOrders(settings: Pick<OrderSettings, 'maxUnpaidOrders'>): number {
  return settings.maxUnpaidOrders ?? DEFAULT_MAX_UNPAID_ORDERS;
}

/**
 * Inside the order's transaction: takes the buyer's ordering lock, then refuses when the buyer already has the
 * cap of unpaid orders (422) or is cooling down after repeated lapses (429, with the time they may order again).
 */
export async function assertBuyerMayOpenOrder(
  trx: Db,
  tenantId: number,
  buyerUserId: number,
  settings: Pick<OrderSettings, 'maxUnpaidOrders'>,
  now: Date,
): Promise<void> {
  await lockBuyerOrdering(trx, tenantId, buyerUserId);
  const max = maxUnpaidOrders(settings);
  if ((await countUnpaidOrders(trx, tenantId, buyerUserId)) >= max) {
    throw new AppError(422, 'BUSINESS_RULE', 'unpaidOrdersLimit', { params: { max } });
  }
  const since = new Date(now.getTime() - LAPSE_WINDOW_HOURS * 3_600_000);
  const lapses = await listRecentLapses(trx, tenantId, buyerUserId, LAPSE_REASONS, since, LAPSES_BEFORE_COOLDOWN);
  const newest = lapses[0];
  if (lapses.length < LAPSES_BEFORE_COOLDOWN || !newest) return;
  const until = new Date(newest.getTime() + LAPSE_COOLDOWN_MINUTES * 60_000);
  if (until > now) {
    const minutes = Math.ceil((until.getTime() - now.getTime()) / 60_000);
    throw new AppError(429, 'RATE_LIMITED', 'orderCooldown', { params: { lapses: LAPSES_BEFORE_COOLDOWN, minutes } });
  }
}
