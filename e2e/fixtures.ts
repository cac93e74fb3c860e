import { test as base, expect } from '@playwright/test';

/** Base URL of a demo tenant's storefront: `*.localhost` names resolve to loopback in Chromium. */
export function tenantUrl(host: string, pathname = '/'): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: run the specs through playwright.config.ts');
  return `http://${host}:${port}${pathname}`;
}

/**
 * For API calls made from the test (Node cannot resolve `*.localhost`): loopback URL plus the tenant's Host header.
 */
export function apiTarget(host: string, pathname: string): { url: string; headers: Record<string, string> } {
  return { url: `http://127.0.0.1:${process.env.E2E_PORT}${pathname}`, headers: { host } };
}

/** Fails a test on any console error or CSP violation the page reports. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A 4xx answer is the API refusing bad input (shown to the user); the browser logs it as an error anyway.
        const expectedRefusal = /^Failed to load resource: the server responded with a status of 4\d\d/.test(
          message.text(),
        );
        if (message.type() === 'error' && !expectedRefusal) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
