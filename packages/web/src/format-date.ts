import { groupThousands } from './format-money';

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

/*
 * The storefront's two languages are written by hand, exactly as Intl writes them (pinned by format-date.test.ts):
 * the first Intl format a page builds costs the browser its locale data (13–30 ms in desktop Chromium, four times
 * that on Lighthouse's phone) in the middle of hydration, as prices did (format-money.ts). Other languages go
 * through Intl.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A timestamp as a date and time in the user's language (`2026年3月1日 14:05`, `Mar 1, 2026, 2:05 PM`). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Local time, as Intl's default time zone.
  const [year, month, day, hour, minute] = [
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
  ];
  // Intl writes years outside 1–9999 its own way (eras, padding): those few stay with it.
  const ordinaryYear = year >= 1000 && year <= 9999;
  if (locale === 'zh-CN' && ordinaryYear) {
    return `${year}年${month + 1}月${day}日 ${twoDigits(hour)}:${twoDigits(minute)}`;
  }
  if (locale === 'en-US' && ordinaryYear) {
    const hour12 = hour % 12 === 0 ? 12 : hour % 12;
    return `${MONTHS[month]} ${day}, ${year}, ${hour12}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  }
  return cached(
    dateTimeFormats,
    locale,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute';

const relativeUnits: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Intl's `numeric: 'auto'` words for -2 … 2 of a unit, where a language has one ("yesterday", "前天"). */
const relativeWords: Record<'zh-CN' | 'en-US', Partial<Record<RelativeUnit, Record<number, string>>>> = {
  'zh-CN': {
    year: { [-1]: '去年', 1: '明年' },
    month: { [-1]: '上个月', 1: '下个月' },
    day: { [-2]: '前天', [-1]: '昨天', 1: '明天', 2: '后天' },
  },
  'en-US': {
    year: { [-1]: 'last year', 1: 'next year' },
    month: { [-1]: 'last month', 1: 'next month' },
    day: { [-1]: 'yesterday', 1: 'tomorrow' },
  },
};

const zhUnits: Record<RelativeUnit, string> = { year: '年', month: '个月', day: '天', hour: '小时', minute: '分钟' };

/** `value` of `unit` from now (never 0) as Intl.RelativeTimeFormat writes it with `numeric: 'auto'`. */
function relativeText(locale: 'zh-CN' | 'en-US', value: number, unit: RelativeUnit): string {
  const word = relativeWords[locale][unit]?.[value];
  if (word) return word;
  const amount = groupThousands(Math.abs(value));
  if (locale === 'zh-CN') return `${amount}${zhUnits[unit]}${value < 0 ? '前' : '后'}`;
  const units = Math.abs(value) === 1 ? unit : `${unit}s`;
  return value < 0 ? `${amount} ${units} ago` : `in ${amount} ${units}`;
}

/** A past timestamp relative to `now` in the user's language ("3 minutes ago", "3分钟前"; "just now" under a minute). */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const seconds = Math.round((now - time) / 1000);
  const own = locale === 'zh-CN' || locale === 'en-US' ? locale : null;
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) {
      const value = -Math.trunc(seconds / size);
      return own ? relativeText(own, value, unit) : relativeFormat(locale).format(value, unit);
    }
  }
  if (own) return own === 'zh-CN' ? '现在' : 'now';
  return relativeFormat(locale).format(0, 'second');
}

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  return cached(relativeFormats, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
}
