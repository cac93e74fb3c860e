import type { Page } from '@playwright/test';

/**
 * Until a server-rendered page has hydrated its markup answers no click (the storefront marks `<html
 * data-app-ready>` once its page is live; a page rendered in the browser has no SSR data block and is live at once).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('ssr-data') || document.documentElement.dataset.appReady === 'true')
    // The test may already have moved on (a redirect, a closed page): nothing to wait for then.
    .catch(() => {});
}

/** Makes the page's goto and reload return once the page they load is live. */
export function waitForAppOnLoads(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}
