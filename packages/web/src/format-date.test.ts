import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './format-date';

const languages = fc.constantFrom('zh-CN', 'en-US');

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  it('names the largest whole unit in the past', () => {
    expect(formatRelativeTime('2026-11-21T11:57:00.000Z', 'en-US', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-11-21T09:00:00.000Z', 'en-US', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-20T12:00:00.000Z', 'en-US', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-21T11:57:00.000Z', 'zh-CN', now)).toBe('3分钟前');
    expect(formatRelativeTime('2026-11-19T12:00:00.000Z', 'zh-CN', now)).toBe('前天');
  });
  it('says now under a minute and leaves bad input as it is', () => {
    expect(formatRelativeTime('2026-11-21T11:59:30.000Z', 'en-US', now)).toBe('now');
    expect(formatRelativeTime('2026-11-21T11:59:30.000Z', 'zh-CN', now)).toBe('现在');
    expect(formatRelativeTime('not a date', 'en-US', now)).toBe('not a date');
  });
  it('writes every distance, past or future, as Intl.RelativeTimeFormat does in both languages', () => {
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['year', 365 * 24 * 3600],
      ['month', 30 * 24 * 3600],
      ['day', 24 * 3600],
      ['hour', 3600],
      ['minute', 60],
    ];
    const intl = (seconds: number, locale: string) => {
      const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
      for (const [unit, size] of units) {
        if (Math.abs(seconds) >= size) return format.format(-Math.trunc(seconds / size), unit);
      }
      return format.format(0, 'second');
    };
    fc.assert(
      fc.property(
        // Up to 3,000 years either way, weighted towards the short distances a page shows.
        fc.oneof(fc.integer({ min: -7200, max: 7200 }), fc.integer({ min: -(10 ** 11), max: 10 ** 11 })),
        languages,
        (seconds, locale) => {
          const at = new Date(now - seconds * 1000).toISOString();
          expect(formatRelativeTime(at, locale, now)).toBe(intl(seconds, locale));
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('leaves other languages to Intl', () => {
    expect(formatRelativeTime('2026-11-20T12:00:00.000Z', 'fr-FR', now)).toBe('hier');
  });
});

describe('formatDateTime', () => {
  it('writes a date and time as Intl.DateTimeFormat (medium date, short time) does in both languages', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01T12:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true }),
        languages,
        (date, locale) => {
          const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
          expect(formatDateTime(date.toISOString(), locale)).toBe(intl);
        },
      ),
      { numRuns: 3000 },
    );
  });
  it('writes the hours round midnight and noon as Intl does', () => {
    for (const hour of [0, 1, 11, 12, 13, 23]) {
      const date = new Date(2026, 6, 15, hour, 5);
      for (const locale of ['zh-CN', 'en-US']) {
        const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
        expect(formatDateTime(date.toISOString(), locale)).toBe(intl);
      }
    }
    expect(formatDateTime(new Date(2026, 11, 2, 2, 28).toISOString(), 'zh-CN')).toBe('2026年12月2日 02:28');
    expect(formatDateTime(new Date(2026, 11, 2, 14, 28).toISOString(), 'en-US')).toBe('Dec 2, 2026, 2:28 PM');
  });
  it('leaves bad input as it is, and other languages to Intl', () => {
    expect(formatDateTime('not a date', 'en-US')).toBe('not a date');
    const date = new Date(2026, 11, 2, 14, 28);
    expect(formatDateTime(date.toISOString(), 'de-DE')).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    );
  });
});
