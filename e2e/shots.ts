import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * With SHOTS_DIR set, saves a screenshot there (for looking at the screens, not for asserting); without it, nothing.
 * The screens nobody's journey passes through are taken by `scripts/screenshots.ts`.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}
