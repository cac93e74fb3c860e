// `node --import tsx scripts/screenshots.ts [dir]`: screenshots of back-office screens at 1280 and 1920 px in both
// languages, for looking at them (nothing is asserted; they are not tests). Needs the built apps (`npm run build`);
// starts its own server as the e2e suite does. The journeys in e2e/ save their own screens too when SHOTS_DIR is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page, request } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, DEMO_USERS } from '../e2e/accounts.ts';
import { tenantOrigin, tenantUrl } from '../e2e/urls.ts';
import config from '../playwright.config.ts';
import { startTestServer } from './test-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.resolve(process.argv[2] ?? process.env.SHOTS_DIR ?? path.join(root, 'screenshots'));
const languages = ['en-US', 'zh-CN'] as const;
const widths = [1280, 1920] as const;
type Language = (typeof languages)[number];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true, animations: 'disabled' });
  process.stdout.write(`${name}.png\n`);
}

/** Waits for what shows a screen is drawn; a screen that is late is still shot (with a warning), not given up on. */
async function drawn(locator: Locator, name: string) {
  try {
    await locator.waitFor({ timeout: 60_000 });
  } catch {
    process.stderr.write(`warning: ${name} not drawn after 60 s, shot as it is\n`);
  }
}

/** A page of the host's back office signed in as the demo owner (logged in through the API), in `language`. */
async function ownerPage(browser: Browser, host: string, language: Language): Promise<Page> {
  const api = await request.newContext();
  const session = await apiSession(api, host, DEMO_USERS.owner, DEMO_PASSWORD);
  await api.dispose();
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: tenantOrigin(host),
          localStorage: [
            { name: 'backoffice.token', value: session.token },
            { name: 'backoffice.userInfo', value: JSON.stringify(session.userInfo) },
            { name: 'backoffice.language', value: language },
          ],
        },
      ],
    },
  });
  return context.newPage();
}

/** Decoration (nova): the three areas and an entry's drawer. */
async function decoration(browser: Browser, language: Language, short: string) {
  const host = 'nova.localhost';
  const page = await ownerPage(browser, host, language);
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 });
    for (const area of ['', '?area=2', '?area=5']) {
      await page.goto(tenantUrl(host, `/admin/decoration${area}`));
      await page.locator('iframe').first().waitFor({ timeout: 30_000 });
      await page.frameLocator('iframe').first().locator('img').first().waitFor({ timeout: 30_000 });
      await shoot(page, `decoration${area.replace('?area=', '-area') || '-area1'}-${width}-${short}`);
    }
    // An entry opens in the drawer from the area it belongs to (the last one shot above).
    const entryId = await page.locator('tr[data-row-key]').first().getAttribute('data-row-key');
    const withEntry = new URL(page.url());
    withEntry.searchParams.set('entry', entryId ?? '');
    await page.goto(withEntry.toString());
    await page.getByRole('dialog').waitFor({ timeout: 30_000 });
    await shoot(page, `decoration-drawer-${width}-${short}`);
  }
  await page.context().close();
}

/** Dashboard, settings tabs and audit log (lumen). */
async function settings(browser: Browser, language: Language, short: string) {
  const host = 'lumen.localhost';
  const page = await ownerPage(browser, host, language);
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 1080 });
    await page.goto(tenantUrl(host, '/admin/dashboard'));
    // A chart, or its empty state on a shop with no orders yet (a fresh server has none).
    await drawn(page.locator('canvas, .ant-empty').first(), 'the dashboard chart');
    await shoot(page, `dashboard-${width}-${short}`);
    for (const tab of ['', '?tab=orders', '?tab=sms', '?tab=appVersions', '?tab=payment']) {
      await page.goto(tenantUrl(host, `/admin/settings${tab}`));
      await drawn(page.getByRole('tab').first(), `settings${tab}`);
      await shoot(page, `settings${tab.replace('?tab=', '-') || '-shop'}-${width}-${short}`);
    }
    await page.goto(tenantUrl(host, '/admin/audit'));
    await drawn(page.getByRole('table').first(), 'the audit log');
    await shoot(page, `audit-${width}-${short}`);
  }
  await page.context().close();
}

/** Users (the demo buyer found, their drawer) and staff (nova). */
async function users(browser: Browser, language: Language, short: string) {
  const host = 'nova.localhost';
  const page = await ownerPage(browser, host, language);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(tenantUrl(host, '/admin/users?q=13800000001'));
    const row = page.getByRole('row', { name: /138\*\*\*\*0001/ });
    await row.waitFor({ timeout: 30_000 });
    await shoot(page, `users-${width}-${short}`);
    await row.getByRole('cell').first().click();
    await page.getByRole('dialog').waitFor({ timeout: 30_000 });
    await shoot(page, `user-drawer-${width}-${short}`);
    await page.goto(tenantUrl(host, '/admin/staff'));
    await page.getByRole('row', { name: /138\*\*\*\*0003/ }).waitFor({ timeout: 30_000 });
    await shoot(page, `staff-${width}-${short}`);
  }
  await page.context().close();
}

async function main() {
  mkdirSync(dir, { recursive: true });
  const server = await startTestServer({
    STOREFRONT_DIST: path.join(root, 'apps/storefront/dist'),
    BACKOFFICE_DIST: path.join(root, 'apps/backoffice/dist'),
    CAPTCHA_ENABLED: 'false',
  });
  process.env.E2E_PORT = String(server.port);
  const browser = await chromium.launch(config.use?.launchOptions);
  try {
    for (const language of languages) {
      const short = language === 'en-US' ? 'en' : 'zh';
      await decoration(browser, language, short);
      await settings(browser, language, short);
      await users(browser, language, short);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  process.stdout.write(`Screenshots in ${dir}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
