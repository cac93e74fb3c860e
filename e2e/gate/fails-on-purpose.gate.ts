// Runs only through e2e/gate/playwright.gate.config.ts (scripts/check-test-gate.ts): a page in the real Chromium,
// then an assertion that fails on purpose. The check passes only when Playwright exits non-zero for it.
import { expect, test } from '@playwright/test';

test('renders a page in Chromium', async ({ page }) => {
  await page.setContent('<h1>gate</h1>');
  await expect(page.getByRole('heading')).toHaveText('gate');
});

test('fails on purpose', async ({ page }) => {
  await page.setContent('<h1>red</h1>');
  await expect(page.getByRole('heading')).toHaveText('green', { timeout: 500 });
});
