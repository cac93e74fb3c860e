import 'i18next';
import type enUS from '../locales/en-US.json';

// Makes every `t('…')` key checked against the English message file.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
