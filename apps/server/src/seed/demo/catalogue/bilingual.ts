import type { Locale } from '@gs/shared/tenant';

/**
 * How a demo game is written once for both demos: `t(zh, en)` is the value in the tenant's language; `zhOnly` and
 * `enOnly` wrap list items (spread them in) that only one demo has.
 */
export interface Bilingual {
  t<T>(zh: T, en: T): T;
  zhOnly<T>(...items: T[]): T[];
  enOnly<T>(...items: T[]): T[];
}

export function bilingual(locale: Locale): Bilingual {
  const chinese = locale === 'zh-CN';
  return {
    t: (zh, en) => (chinese ? zh : en),
    zhOnly: (...items) => (chinese ? items : []),
    enOnly: (...items) => (chinese ? [] : items),
  };
}
