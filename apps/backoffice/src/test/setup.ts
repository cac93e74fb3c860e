import { setUpWebAppTests } from '@gs/web/test/jsdom-setup';
import { loadLanguage } from '../lib/i18n';

// Messages load per language on demand in the app; tests switch languages freely, so load both up front.
await Promise.all([loadLanguage('zh-CN'), loadLanguage('en-US')]);

setUpWebAppTests();
