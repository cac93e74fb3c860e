import { describe, expect, it } from 'vitest';
import { periodWindows, startOfChinaDay } from './dashboard-periods.ts';

const iso = (at: Date) => at.toISOString();

describe('China days', () => {
  it('start at 16:00 UTC the evening before: the day turns at China midnight, not UTC midnight', () => {
    expect(iso(startOfChinaDay(new Date('2026-11-24T03:00:00Z')))).toBe('2026-11-23T16:00:00.000Z');
    expect(iso(startOfChinaDay(new Date('2026-11-23T16:00:00Z')))).toBe('2026-11-23T16:00:00.000Z');
    expect(iso(startOfChinaDay(new Date('2026-11-23T15:59:59.999Z')))).toBe('2026-11-22T16:00:00.000Z');
    // 23:30 UTC is already the next China day.
    expect(iso(startOfChinaDay(new Date('2026-12-31T23:30:00Z')))).toBe('2026-12-31T16:00:00.000Z');
  });

  it('make periods of whole days up to now, each against the same span one period earlier', () => {
    const now = new Date('2026-11-24T03:00:00Z');
    const today = periodWindows(now, 1);
    expect([iso(today.current.from), iso(today.current.to)]).toEqual(['2026-11-23T16:00:00.000Z', iso(now)]);
    expect([iso(today.previous.from), iso(today.previous.to)]).toEqual([
      '2026-11-22T16:00:00.000Z',
      '2026-11-23T03:00:00.000Z',
    ]);
    const week = periodWindows(now, 7);
    expect([iso(week.current.from), iso(week.previous.from), iso(week.previous.to)]).toEqual([
      '2026-11-17T16:00:00.000Z',
      '2026-11-10T16:00:00.000Z',
      '2026-11-17T03:00:00.000Z',
    ]);
    const month = periodWindows(now, 30);
    expect([iso(month.current.from), iso(month.previous.from), iso(month.previous.to)]).toEqual([
      '2026-10-25T16:00:00.000Z',
      '2026-09-25T16:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
  });
});
