import { setUpWebAppTests } from '@gs/web/test/jsdom-setup';
import { i18n, loadLanguage } from '../lib/i18n';

// Messages load per language on demand in the app; tests switch languages freely, so load both up front.
await Promise.all([loadLanguage('zh-CN'), loadLanguage('en-US')]);

// The files of a worker share one module graph (isolate: false in vite.config.ts) and this file runs again before
// each of them: the language goes back to the one i18n starts in under jsdom (no choice stored, an en-US browser),
// whatever the file before switched to.
await i18n.changeLanguage('en-US');

setUpWebAppTests();
