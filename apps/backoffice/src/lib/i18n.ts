import { createAppI18n } from '@gs/web/i18n';
import { storageKeys } from './storage';

/** The back office's i18next: the user's choice under its own key, else the tenant's locale, else the browser's. */
export const { i18n, i18nReady, loadLanguage, getLanguage, setUserLanguage, applyTenantLocale } = createAppI18n({
  languageKey: storageKeys.language,
  loaders: {
    'zh-CN': () => import('../locales/zh-CN.json'),
    'en-US': () => import('../locales/en-US.json'),
  },
});
