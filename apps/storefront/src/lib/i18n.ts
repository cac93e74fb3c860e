import { locales } from '@gs/shared/tenant-basics';
import { createAppI18n } from '@gs/web/i18n';
import { readBootLocale } from './boot-data';
import { storageKeys } from './storage';

export const supportedLanguages = locales;

/** The cookie the visitor's language choice travels in to the server, which renders the public pages in it. */
export const LANGUAGE_COOKIE = 'language';

/** The storefront's i18next: the user's choice under `language`, else the tenant's locale, else the browser's. */
export const { i18n, i18nReady, loadLanguage, getChosenLanguage, getLanguage, setUserLanguage, applyTenantLocale } =
  createAppI18n({
    languageKey: storageKeys.language,
    languageCookie: LANGUAGE_COOKIE,
    // The shop's locale from the page's boot data: a visitor who has not chosen sees it from the first render.
    tenantLocale: () => (typeof document === 'undefined' ? null : readBootLocale()),
    loaders: {
      'zh-CN': () => import('../locales/zh-CN.json'),
      'en-US': () => import('../locales/en-US.json'),
    },
  });
