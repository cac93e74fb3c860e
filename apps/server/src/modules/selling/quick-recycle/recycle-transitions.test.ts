import { type RecycleStatus, recycleStatuses } from '@gs/shared/recycle';
import { describe, expect, it } from 'vitest';
import { canMove, RECYCLE_TRANSITIONS, statusesBefore } from './recycle-transitions.ts';

describe('RECYCLE_TRANSITIONS', () => {
  it('has an entry for every status of the shared recycle status enum, and only for those', () => {
    expect(Object.keys(RECYCLE_TRANSITIONS).sort()).toEqual([...recycleStatuses].sort());
    for (const targets of Object.values(RECYCLE_TRANSITIONS)) {
      for (const to of targets) expect(recycleStatuses).toContain(to);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('lets nothing out of a final status', () => {
    for (const from of ['listed', 'rejected', 'cancelled'] as const) {
      for (const to of recycleStatuses) expect(canMove(from, to), `${from} → ${to}`).toBe(false);
    }
  });

  it('allows every step a request takes, from exactly the statuses the services rely on', () => {
    const before: [RecycleStatus, RecycleStatus[], string][] = [
      ['verifying', ['submitted'], 'staff start verifying'],
      ['cancelled', ['submitted'], 'the seller withdraws before verification'],
      ['rejected', ['submitted', 'verifying'], 'staff reject before payment'],
      ['paid', ['verifying'], 'staff pay once verified'],
      ['listed', ['paid'], 'the paid account becomes the merchant listing'],
      ['submitted', [], 'only a new request is submitted'],
    ];
    for (const [to, from, step] of before) expect(statusesBefore(to).sort(), `→ ${to} (${step})`).toEqual(from.sort());
  });

  it('refuses steps the flow never takes', () => {
    const refused: [RecycleStatus, RecycleStatus][] = [
      ['verifying', 'cancelled'],
      ['submitted', 'paid'],
      ['paid', 'rejected'],
      ['paid', 'cancelled'],
      ['verifying', 'submitted'],
    ];
    for (const [from, to] of refused) expect(canMove(from, to), `${from} → ${to}`).toBe(false);
  });
});
