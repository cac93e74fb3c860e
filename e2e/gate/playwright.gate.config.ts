import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

/** The project's Playwright settings (same Chromium, same flags) on the fixture that fails on purpose; no server. */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.gate.ts',
  globalSetup: undefined,
  reporter: [['json']],
  outputDir: '../../test-results/gate',
  workers: 1,
  use: { ...base.use, screenshot: 'off', trace: 'off' },
});
