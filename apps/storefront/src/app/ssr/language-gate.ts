import type { Locale } from '@gs/shared/tenant';
import { i18n, loadLanguage } from '../../lib/i18n';

// The server renders with the app's one i18next instance (every component reads it through react-i18next, and the
// request client sends its language): renders in the same language run together, a render in the other language
// waits until they are done.
let current: Locale | null = null;
let switching: Promise<void> = Promise.resolve();
let running = 0;
let waiting: (() => void)[] = [];

/** Runs `render` with the UI in `language`, never while a render in another language is running. */
export async function withLanguage<T>(language: Locale, render: () => Promise<T>): Promise<T> {
  while (running > 0 && current !== language) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  if (current !== language) {
    current = language;
    switching = loadLanguage(language)
      .then(async () => {
        await i18n.changeLanguage(language);
      })
      .catch((error: unknown) => {
        current = null;
        throw error;
      });
  }
  try {
    await switching;
    return await render();
  } finally {
    running -= 1;
    if (running === 0) {
      const next = waiting;
      waiting = [];
      for (const resolve of next) resolve();
    }
  }
}
