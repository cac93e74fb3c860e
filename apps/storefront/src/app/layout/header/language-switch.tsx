import { isLocale, type Locale } from '@gs/shared/tenant-basics';
import { useTranslation } from 'react-i18next';
import { getLanguage, setUserLanguage } from '../../../lib/i18n';
import styles from './site-header.module.css';

// Each language is named in itself, so a reader of the other one can still find theirs.
const languageNames: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/** Switches the UI language (and antd's locale with it); the choice is remembered over the tenant's default. */
export function LanguageSwitch() {
  // useTranslation re-renders on every language change, so the select follows the tenant's default arriving.
  const { t } = useTranslation();
  const current = getLanguage();
  return (
    <select
      className={styles.language}
      aria-label={t('header.language')}
      value={current}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLocale(chosen)) void setUserLanguage(chosen);
      }}
    >
      {Object.entries(languageNames).map(([value, name]) => (
        <option key={value} value={value} lang={value}>
          {name}
        </option>
      ))}
    </select>
  );
}
