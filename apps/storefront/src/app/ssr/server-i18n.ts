import type { i18n as I18n } from 'i18next';

/**
 * i18next works out a language's lookup order (the language, its script and base parts, then the fallbacks, each
 * canonicalised through `Intl.getCanonicalLocales`) again on every `t()` call, and a server render makes hundreds of
 * them. The order depends only on the code and the configured fallbacks (fixed at init), so the server works it out
 * once per code, and so does the browser from its start (a page's hydration makes hundreds of calls too). A call that
 * names its own fallbacks is left as it was.
 */
export function memoizeLanguageHierarchy(i18n: I18n): void {
  const utils = i18n.services.languageUtils as {
    toResolveHierarchy(code: string, fallbackCode?: unknown): string[];
  };
  const original = utils.toResolveHierarchy.bind(utils);
  const known = new Map<string, readonly string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== 'string') return original(code, fallbackCode);
    let codes = known.get(code);
    if (!codes) {
      codes = original(code);
      known.set(code, codes);
    }
    // A copy: callers keep the list (i18next's `languages`) and may change it.
    return [...codes];
  };
}

/**
 * The instance the server's renders read through react-i18next: the app's own, seen through an object of its own
 * with nothing on it. Every `useTranslation` of a first render (on the server every render is one) copies each own
 * property of the instance it is given into a wrapper (i18next has 40: its bound methods); this one has none, and
 * reads everything, the current language included, from the app's instance.
 */
export function i18nForRenders(i18n: I18n): I18n {
  return Object.create(i18n) as I18n;
}
