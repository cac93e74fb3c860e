import { type Locale, localeSchema, locales } from '@gs/shared/tenant';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '../locales/en-US.json';
import zhCN from '../locales/zh-CN.json';
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

void i18next.use(initReactI18next).init({
  resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
  lng: getChosenLanguage() ?? detectBrowserLanguage(),
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

/** The current UI language (also sent as Accept-Language). */
export function getLanguage(): Locale {
  const parsed = localeSchema.safeParse(i18next.resolvedLanguage ?? i18next.language);
  return parsed.success ? parsed.data : fallbackLanguage;
}

/** Switches language because the user asked to, and remembers the choice. */
export async function setUserLanguage(lng: Locale): Promise<void> {
  writeItem(storageKeys.language, lng);
  await i18next.changeLanguage(lng);
}

/** Applies the tenant's default locale unless the user has chosen a language. */
export async function applyTenantLocale(lng: Locale): Promise<void> {
  if (getChosenLanguage() !== null || getLanguage() === lng) return;
  await i18next.changeLanguage(lng);
}
