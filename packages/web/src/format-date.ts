// Building a format costs far more than using one: one per language (a list shows dozens of dates).
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(formats: Map<string, T>, locale: string, build: () => T): T {
  let format = formats.get(locale);
  if (!format) {
    format = build();
    formats.set(locale, format);
  }
  return format;
}

/** A timestamp as a date and time in the user's language (`2026年3月1日 14:05`, `Mar 1, 2026, 2:05 PM`). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(
    dateTimeFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** A past timestamp relative to `now` in the user's language ("3 minutes ago", "3分钟前"; "just now" under a minute). */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((now - time) / 1000);
  const format = cached(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) return format.format(-Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
