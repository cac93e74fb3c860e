import type { Locale } from '@gs/shared/tenant';

/**
 * A catalogue name or decoration title in the request's language: the English one for an English request when staff
 * wrote one, else the shop's own (`name` is written in the shop's language; an empty English name falls back to it).
 */
export function localName(locale: Locale, name: string, nameEn: string): string {
  return locale === 'en-US' && nameEn !== '' ? nameEn : name;
}

/**
 * A value cached once for both languages (the rows with both names), whose per-language view is built on its first
 * read in that language and kept with it: one cache entry and one load per shop, the language chosen per request.
 */
export class ByLocale<T> {
  private readonly views = new Map<Locale, T>();

  constructor(private readonly build: (locale: Locale) => T) {}

  in(locale: Locale): T {
    let view = this.views.get(locale);
    if (view === undefined) {
      view = this.build(locale);
      this.views.set(locale, view);
    }
    return view;
  }
}
