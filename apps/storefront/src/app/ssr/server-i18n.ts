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

type FixedT = ReturnType<I18n['getFixedT']>;
/** i18next's fixed `t` as it is at run time: a function carrying what it was fixed to. */
type LooseFixedT = ((...args: unknown[]) => unknown) & {
  lng?: unknown;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};

/**
 * How many translations one (language, namespace, key prefix) keeps before it starts again: keys come from code, but
 * the options of a call may come from the data (a listing's view count).
 */
const TRANSLATIONS_KEPT = 5000;

/**
 * What a `t(key, options)` call is remembered under when its options are all plain values, else null: JSON of the key
 * and the options (in their order), never the same as another call's whatever the values hold.
 */
function plainOptionsKey(key: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) {
    return null;
  }
  for (const value of Object.values(options)) {
    const plain =
      typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
    if (!plain) return null;
  }
  return JSON.stringify([key, options]);
}

/**
 * The instance the server's renders read through react-i18next: the app's own, seen through an object of its own
 * with nothing on it. Every `useTranslation` of a first render (on the server every render is one) copies each own
 * property of the instance it is given into a wrapper (i18next has 40: its bound methods); this one has none, and
 * reads everything, the current language included, from the app's instance.
 *
 * The `t` it hands out (`getFixedT`, which `useTranslation` calls with the render's language) remembers what a call
 * translated to in that language, namespace and key prefix, and answers it again without i18next's lookup (a page
 * makes hundreds of those calls, most of them the same render after render): a key alone (`t('nav.home')`), or a key
 * with options that are all plain values (`t('catalogue.views', { count: 12 })`: strings, booleans, finite numbers;
 * the options are part of what is remembered). The answer is i18next's own for the same messages; the memory is
 * dropped whenever a bundle or message is added or removed. Any other call (an object, a date or an undefined among
 * the options, a default as the second argument, a key list) goes to i18next as it is.
 */
export function i18nForRenders(i18n: I18n): I18n {
  // Per language, namespace and key prefix: what keys alone and what calls with options translated to.
  const translations = new Map<string, { keys: Map<string, string>; calls: Map<string, string> }>();
  const forget = () => translations.clear();
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);

  const memoizing = Object.create(i18n) as I18n;
  const getFixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown): FixedT => {
    const fixedT = (i18n.getFixedT as unknown as (...args: unknown[]) => LooseFixedT)(lng, ns, keyPrefix);
    const plain = (value: unknown) => value === undefined || typeof value === 'string';
    if (typeof lng !== 'string' || !plain(ns) || !plain(keyPrefix)) return fixedT as unknown as FixedT;
    const scope = `${lng}\u0000${ns === undefined ? '\u0001' : ns}\u0000${keyPrefix === undefined ? '\u0001' : keyPrefix}`;
    const memoT = (key: unknown, ...rest: unknown[]): unknown => {
      if (typeof key !== 'string' || rest.length > 1) return fixedT(key, ...rest);
      const options = rest[0];
      const remembered = options === undefined ? key : plainOptionsKey(key, options);
      if (remembered === null) return fixedT(key, ...rest);
      let known = translations.get(scope);
      const answer = (options === undefined ? known?.keys : known?.calls)?.get(remembered);
      if (answer !== undefined) return answer;
      const translated = options === undefined ? fixedT(key) : fixedT(key, options);
      if (typeof translated === 'string') {
        if (!known || known.keys.size + known.calls.size >= TRANSLATIONS_KEPT) {
          known = { keys: new Map(), calls: new Map() };
          translations.set(scope, known);
        }
        (options === undefined ? known.keys : known.calls).set(remembered, translated);
      }
      return translated;
    };
    // What i18next's own fixed `t` carries.
    return Object.assign(memoT, {
      lng: fixedT.lng,
      lngs: fixedT.lngs,
      ns: fixedT.ns,
      keyPrefix: fixedT.keyPrefix,
    }) as unknown as FixedT;
  };
  Object.defineProperty(memoizing, 'getFixedT', { value: getFixedT });
  return Object.create(memoizing) as I18n;
}
