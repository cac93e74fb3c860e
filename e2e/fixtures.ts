import { test as base, expect } from '@playwright/test';

/** Base URL of a demo tenant's storefront: `*.localhost` names resolve to loopback in Chromium. */
export function tenantUrl(host: string, pathname = '/'): string {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is not set: run the specs through playwright.config.ts');
  return `http://${host}:${port}${pathname}`;
}

/** Fails a test on any console error or CSP violation the page reports. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
