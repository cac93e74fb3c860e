import { type Locale, localeSchema, locales } from '@gs/shared/tenant';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, storageKeys, writeItem } from './storage';

export const supportedLanguages = locales;
const fallbackLanguage: Locale = 'zh-CN';

/** The language the user picked explicitly, if any; it wins over the tenant's default. */
export function getChosenLanguage(): Locale | null {
  const parsed = localeSchema.safeParse(readItem(storageKeys.language));
  return parsed.success ? parsed.data : null;
}

// Used only until the tenant's locale arrives, so a Chinese or English browser sees its own script first.
function detectBrowserLanguage(): Locale {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const first = preferred.find((tag) => /^(zh|en)\b/i.test(tag));
  if (!first) return fallbackLanguage;
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

// Each language's messages are a chunk of their own, loaded when that language is first used: every feature adds
// messages, and carrying both languages in the initial JS would grow it with each one.
const messageLoaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-CN': () => import('../locales/zh-CN.json'),
  'en-US': () => import('../locales/en-US.json'),
};
const loadingLanguages = new Map<Locale, Promise<void>>();

/** Loads a language's messages once (concurrent callers share the load; a failed load can be retried). */
export function loadLanguage(lng: Locale): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'translation')) return Promise.resolve();
  let loading = loadingLanguages.get(lng);
  if (!loading) {
    loading = messageLoaders[lng]().then((messages) => {
      i18next.addResourceBundle(lng, 'translation', messages.default, true, true);
    });
    loadingLanguages.set(lng, loading);
    loading.catch(() => loadingLanguages.delete(lng));
  }
  return loading;
}

const initialLanguage = getChosenLanguage() ?? detectBrowserLanguage();

void i18next.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: fallbackLanguage,
  supportedLngs: [...supportedLanguages],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncDocumentLanguage(i18next.language);
i18next.on('languageChanged', syncDocumentLanguage);

export const i18n = i18next;

/** Settles once the first language's messages are loaded: main.tsx renders after it. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage);

/** The current UI language (also sent as Accept-Language). */
export function getLanguage(): Locale {
  const parsed = localeSchema.safeParse(i18next.resolvedLanguage ?? i18next.language);
  return parsed.success ? parsed.data : fallbackLanguage;
}

/** Switches language because the user asked to, and remembers the choice. */
export async function setUserLanguage(lng: Locale): Promise<void> {
  writeItem(storageKeys.language, lng);
  await loadLanguage(lng);
  await i18next.changeLanguage(lng);
}

/** Applies the tenant's default locale unless the user has chosen a language. */
export async function applyTenantLocale(lng: Locale): Promise<void> {
  if (getChosenLanguage() !== null || getLanguage() === lng) return;
  await loadLanguage(lng);
  // The user may have picked a language while the messages loaded: their choice wins.
  if (getChosenLanguage() !== null) return;
  await i18next.changeLanguage(lng);
}
