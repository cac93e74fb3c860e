import { isLocale, type Locale, locales } from '@gs/shared/tenant-basics';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, writeItem } from './storage';

type MessageLoader = () => Promise<{ default: Record<string, unknown> }>;

export interface AppI18nOptions {
  /** The localStorage key of the language the user picked. */
  languageKey: string;
  /**
   * Each language's messages as a chunk of its own (`() => import('../locales/zh-CN.json')`), loaded when that
   * language is first used: every feature adds messages, and carrying both languages in the first JS grows it.
   */
  loaders: Record<Locale, MessageLoader>;
  /**
   * The tenant's locale when the page already knows it (the storefront's boot data): the first language then,
   * for a user who has not chosen one, instead of the browser's that the tenant's would replace a moment later.
   */
  tenantLocale?: () => Locale | null;
  /**
   * A cookie that carries the user's choice to the server too (the storefront's pages are rendered there, in the
   * language the visitor chose); none when the app is rendered in the browser only.
   */
  languageCookie?: string;
}

/**
 * i18next's addResourceBundle with its sixth argument, which its types leave out: `skipCopy` (the store keeps the
 * object instead of a JSON copy of it); not deep, so nothing is merged into a bundle that is not there yet.
 */
function addBundleAsItIs(lng: Locale, messages: Record<string, unknown>): void {
  const addResourceBundle = i18next.addResourceBundle as (
    ...args: [string, string, unknown, boolean, boolean, { silent: boolean; skipCopy: boolean }]
  ) => unknown;
  addResourceBundle.call(i18next, lng, 'translation', messages, false, true, { silent: false, skipCopy: true });
}

const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

function readLanguageCookie(name: string | undefined): string | null {
  if (!name || typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((item) => item.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}

function writeLanguageCookie(name: string | undefined, lng: Locale): void {
  if (!name || typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the shops' buyers use
  document.cookie = `${name}=${lng}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

const fallbackLanguage: Locale = 'zh-CN';

// Used only until the tenant's locale arrives, so a Chinese or English browser sees its own script first.
function detectBrowserLanguage(): Locale {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const first = preferred.find((tag) => /^(zh|en)\b/i.test(tag));
  if (!first) return fallbackLanguage;
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/**
 * Sets up i18next (with react-i18next) for one app: English and Simplified Chinese, the user's choice remembered
 * under the app's key, otherwise the tenant's default locale, otherwise the browser's. Call once, at start.
 */
export function createAppI18n({ languageKey, loaders, tenantLocale, languageCookie }: AppI18nOptions) {
  const loadingLanguages = new Map<Locale, Promise<void>>();

  /** The language the user picked explicitly, if any; it wins over the tenant's default. */
  function getChosenLanguage(): Locale | null {
    const chosen = readItem(languageKey) ?? readLanguageCookie(languageCookie);
    return isLocale(chosen) ? chosen : null;
  }

  /** Loads a language's messages once (concurrent callers share the load; a failed load can be retried). */
  function loadLanguage(lng: Locale): Promise<void> {
    if (i18next.hasResourceBundle(lng, 'translation')) return Promise.resolve();
    let loading = loadingLanguages.get(lng);
    if (!loading) {
      loading = loaders[lng]().then((messages) => {
        // The language's first and only bundle, taken as it is: merged deep and copied (i18next's JSON round trip of
        // the whole catalogue) it cost a phone's start ~10 ms for nothing. The messages module is never changed.
        addBundleAsItIs(lng, messages.default);
      });
      loadingLanguages.set(lng, loading);
      loading.catch(() => loadingLanguages.delete(lng));
    }
    return loading;
  }

  const chosenAtStart = getChosenLanguage();
  // A choice made before the cookie existed: the server learns it from the next page on.
  if (chosenAtStart) writeLanguageCookie(languageCookie, chosenAtStart);
  const initialLanguage = chosenAtStart ?? tenantLocale?.() ?? detectBrowserLanguage();
  void i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...locales],
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  syncDocumentLanguage(i18next.language);
  i18next.on('languageChanged', syncDocumentLanguage);

  /** The current UI language (also sent as Accept-Language). */
  function getLanguage(): Locale {
    const current = i18next.resolvedLanguage ?? i18next.language;
    return isLocale(current) ? current : fallbackLanguage;
  }

  /** Switches language because the user asked to, and remembers the choice. */
  async function setUserLanguage(lng: Locale): Promise<void> {
    writeItem(languageKey, lng);
    writeLanguageCookie(languageCookie, lng);
    await loadLanguage(lng);
    await i18next.changeLanguage(lng);
  }

  /** Applies the tenant's default locale unless the user has chosen a language. */
  async function applyTenantLocale(lng: Locale): Promise<void> {
    if (getChosenLanguage() !== null || getLanguage() === lng) return;
    await loadLanguage(lng);
    // The user may have picked a language while the messages loaded: their choice wins.
    if (getChosenLanguage() !== null) return;
    await i18next.changeLanguage(lng);
  }

  return {
    i18n: i18next,
    /** Settles once the first language's messages are loaded: the app renders after it. */
    i18nReady: loadLanguage(initialLanguage),
    loadLanguage,
    getChosenLanguage,
    getLanguage,
    setUserLanguage,
    applyTenantLocale,
  };
}
