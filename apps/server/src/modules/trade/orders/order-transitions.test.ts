import { type OrderStatus, orderStatuses } from '@gs/shared/orders';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import type { OrderRow } from '../../../db/tables/orders.table.ts';
import { transitionOrder } from './order-lifecycle.ts';
import { AWAITING_PAYMENT, canTransition, ORDER_TRANSITIONS } from './order-transitions.ts';

describe('ORDER_TRANSITIONS', () => {
  it('has an entry for every status of the shared order status enum, and only for those', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...orderStatuses].sort());
    for (const targets of Object.values(ORDER_TRANSITIONS)) {
      for (const to of targets) expect(orderStatuses).toContain(to);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('lets nothing out of a terminal status', () => {
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.refunded).toEqual([]);
    for (const to of orderStatuses) {
      expect(canTransition('cancelled', to), `cancelled → ${to}`).toBe(false);
      expect(canTransition('refunded', to), `refunded → ${to}`).toBe(false);
    }
  });

  it('allows every step the order lifecycle takes', () => {
    const steps: [OrderStatus, OrderStatus, string][] = [
      ['pending_payment', 'in_trade', 'full payment'],
      ['pending_payment', 'paid_deposit', 'deposit payment'],
      ['paid_deposit', 'in_trade', 'balance payment'],
      ['in_trade', 'in_trade', 'delivery'],
      ['in_trade', 'completed', 'receipt confirmed, or auto-confirm'],
      ['pending_payment', 'cancelled', 'buyer cancels, or payment time runs out'],
      ['paid_deposit', 'cancelled', 'balance not paid in time'],
      ['paid_deposit', 'refunded', 'staff refund'],
      ['in_trade', 'refunded', 'staff refund'],
      ['after_sale', 'refunded', 'claim decided with a full refund'],
      ['in_trade', 'after_sale', 'after-sale case'],
      ['completed', 'after_sale', 'after-sale case after completion'],
      ['after_sale', 'in_trade', 'claim rejected before confirmation (or withdrawn)'],
      ['after_sale', 'completed', 'claim rejected after completion, partial refund or compensation'],
    ];
    for (const [from, to, step] of steps) expect(canTransition(from, to), `${from} → ${to} (${step})`).toBe(true);
  });

  it('refuses steps the lifecycle never takes', () => {
    const refused: [OrderStatus, OrderStatus][] = [
      ['pending_payment', 'completed'],
      ['pending_payment', 'refunded'],
      ['paid_deposit', 'completed'],
      ['in_trade', 'cancelled'],
      ['in_trade', 'pending_payment'],
      ['completed', 'completed'],
      ['completed', 'refunded'],
      ['completed', 'cancelled'],
      ['after_sale', 'after_sale'],
      ['after_sale', 'cancelled'],
      ['after_sale', 'pending_payment'],
    ];
    for (const [from, to] of refused) expect(canTransition(from, to), `${from} → ${to}`).toBe(false);
  });

  it('treats as awaiting payment exactly the statuses a payment moves on', () => {
    const paymentTargets: OrderStatus[] = ['paid_deposit', 'in_trade'];
    // Delivery (in_trade → in_trade) and a claim's return to trade (after_sale → in_trade) are no payments.
    const payable = orderStatuses.filter(
      (from) => from !== 'in_trade' && from !== 'after_sale' && paymentTargets.some((to) => canTransition(from, to)),
    );
    expect([...AWAITING_PAYMENT].sort()).toEqual(payable.sort());
  });
});

describe('transitionOrder', () => {
  it('refuses a move the table does not allow with the conflict error, before it touches the database', async () => {
    const untouchable = new Proxy({} as Db, {
      get: () => {
        throw new Error('the database was used');
      },
    });
    const cancelled = { id: 1, status: 'cancelled' } as OrderRow;
    await expect(
      transitionOrder(untouchable, 1, cancelled, 'in_trade', { actor: 'system', userId: null }, new Date()),
    ).rejects.toMatchObject({ status: 409, errorCode: 'CONFLICT', messageKey: 'orderStateChanged' });
  });
});
