const DAY_MS = 24 * 3_600_000;
/** China time is UTC+8 all year (no daylight saving), so a China day is a fixed 24-hour span. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** A span of time, both ends included. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

export interface PeriodWindows {
  current: TimeWindow;
  previous: TimeWindow;
}

/** The instant the China day (Asia/Shanghai) of `at` began. */
export function startOfChinaDay(at: Date): Date {
  return new Date(Math.floor((at.getTime() + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS);
}

/**
 * The last `days` China days up to now (today from its midnight when `days` is 1), and the same span `days` days
 * earlier: a part of a day is compared with the same part of another.
 */
export function periodWindows(now: Date, days: number): PeriodWindows {
  const from = new Date(startOfChinaDay(now).getTime() - (days - 1) * DAY_MS);
  const shift = days * DAY_MS;
  return {
    current: { from, to: now },
    previous: { from: new Date(from.getTime() - shift), to: new Date(now.getTime() - shift) },
  };
}
