import type { Locale } from '@gs/shared/tenant';

/**
 * How a demo game is written once for both demos: `t(zh, en)` is the value in the tenant's language; `zhOnly` and
 * `enOnly` wrap list items (spread them in) that only one demo has. A Chinese demo's rows also carry their English
 * names: `english(name)` is the English of a name written with `t` (itself for a name without Chinese characters,
 * such as "QQ" or "M416"), or empty when it has none; always empty for an English demo (its names are English).
 */
export interface Bilingual {
  /** `englishName`: the English a Chinese shop's row carries when it is not the English demo's (和平精英). */
  t<T>(zh: T, en: T, englishName?: string): T;
  zhOnly<T>(...items: T[]): T[];
  enOnly<T>(...items: T[]): T[];
  english(name: string): string;
}

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/u;

export function bilingual(locale: Locale): Bilingual {
  const chinese = locale === 'zh-CN';
  const englishOf = new Map<string, string>();
  return {
    t: (zh, en, englishName) => {
      if (chinese && typeof zh === 'string' && typeof en === 'string') englishOf.set(zh, englishName ?? en);
      return chinese ? zh : en;
    },
    zhOnly: (...items) => (chinese ? items : []),
    enOnly: (...items) => (chinese ? [] : items),
    english: (name) => {
      if (!chinese) return '';
      return englishOf.get(name) ?? (CHINESE.test(name) ? '' : name);
    },
  };
}
