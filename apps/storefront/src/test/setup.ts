import { setUpWebAppTests } from '@gs/web/test/jsdom-setup';
import type { RouteObject } from 'react-router';
import { takeFlashMessages } from '../app/flash-messages';
import { preloadAntdRoot } from '../app/layout/root-layout';
import { routes } from '../app/router';
import { closeSessionPrompt } from '../app/session/session-prompt-store';
import { i18n, loadLanguage } from '../lib/i18n';
import { resetSessionHandlers } from '../lib/session-handlers';

const lazyRoutes = (list: readonly RouteObject[]): (() => unknown)[] =>
  list.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route.lazy as () => unknown] : []),
    ...lazyRoutes(route.children ?? []),
  ]);

// Messages load per language on demand in the app; tests switch languages freely, so load both up front. antd's frame
// and the pages are lazy chunks: imported here, once per worker (its files share one module graph), so that a test is
// not the first to transform them inside a findBy's 20 s, which a saturated machine could take.
await Promise.all([
  loadLanguage('zh-CN'),
  loadLanguage('en-US'),
  preloadAntdRoot(),
  ...lazyRoutes(routes).map((load) => load()),
]);

/*
 * The files of a worker share one module graph (isolate: false in vite.config.ts), and this file runs again before
 * each of them: the app's module-level state goes back to how a fresh page load starts, whatever the file before
 * left. The language is the one i18n starts in under jsdom (no choice stored, an en-US browser); a file that left a
 * flash message queued, the session prompt open or the frame's 401 / 403 handlers set leaves them to no one.
 */
await i18n.changeLanguage('en-US');
takeFlashMessages();
closeSessionPrompt();
resetSessionHandlers();

setUpWebAppTests();
