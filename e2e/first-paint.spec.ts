import { expect, tenantUrl, test } from './fixtures';
import { firstListing } from './listings';

/**
 * What a first visit loads before its page is on screen: a server-rendered page paints from its HTML and stylesheet
 * alone, the app's code is fetched after that paint; a page the server did not render fetches it at once.
 */
const HOST = 'localhost';

interface Loading {
  scripts: { name: string; startTime: number }[];
  firstContentfulPaint: number | undefined;
  /** When the page's main picture (`img[fetchpriority="high"]`) had arrived, if it has one. */
  mainPicture: { src: string; responseEnd: number | undefined } | null;
}

const loading = () =>
  ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    mainPicture: (() => {
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      if (!picture) return null;
      const entry = performance.getEntriesByName(picture.currentSrc || picture.src)[0] as
        | PerformanceResourceTiming
        | undefined;
      return { src: picture.currentSrc || picture.src, responseEnd: entry?.responseEnd };
    })(),
  }) satisfies Loading;

test.describe('first paint', () => {
  test('a server-rendered page asks for the app’s code only once it has painted, then hydrates', async ({ page }) => {
    await page.goto(tenantUrl(HOST, '/'));
    await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
    const { scripts, firstContentfulPaint } = await page.evaluate(loading);
    expect(firstContentfulPaint).toBeDefined();
    const app = scripts.filter((script) => !/\/assets\/index-[^/]+\.js$/.test(script.name));
    expect(app.length).toBeGreaterThan(0);
    // Only the tiny entry script may start before the first paint.
    for (const script of app) expect(script.startTime, script.name).toBeGreaterThanOrEqual(firstContentfulPaint ?? 0);
  });

  test('a page with a main picture (home’s first banner, a listing’s first picture) asks for the app once it is in', async ({
    page,
    request,
  }) => {
    const listing = await firstListing(request, HOST);
    // Pictures arrive late, as on a slow phone: the page has painted long before its main picture is in.
    await page.route(/\/uploads\/.+\.(webp|svg)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    for (const path of ['/', `/pages/detail/index?id=${listing.id}`]) {
      await page.goto(tenantUrl(HOST, path));
      await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
      const { scripts, mainPicture } = await page.evaluate(loading);
      expect(mainPicture, path).not.toBeNull();
      const arrived = mainPicture?.responseEnd;
      expect(arrived, `${path}: ${mainPicture?.src}`).toBeDefined();
      const app = scripts.filter((script) => !/\/assets\/index-[^/]+\.js$/.test(script.name));
      expect(app.length, path).toBeGreaterThan(0);
      for (const script of app) expect(script.startTime, `${path} ${script.name}`).toBeGreaterThanOrEqual(arrived ?? 0);
    }
  });

  test('the app’s start comes as two chunks asked for together: the libraries’ and the app’s own', async ({ page }) => {
    // The libraries' chunk arrives late: the app's own is asked for beside it all the same, not after it has run.
    await page.route(/\/assets\/start-libraries-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(tenantUrl(HOST, '/'));
    await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
    const chunks = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/start-(libraries|app)-[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime, end: entry.responseEnd })),
    );
    const app = chunks.filter((chunk) => chunk.name.includes('/start-app-'));
    const libraries = chunks.filter((chunk) => chunk.name.includes('/start-libraries-'));
    expect(app, JSON.stringify(chunks)).toHaveLength(1);
    expect(libraries.length, JSON.stringify(chunks)).toBeGreaterThan(0);
    const librariesIn = Math.max(...libraries.map((chunk) => chunk.end));
    expect(app[0]?.startTime ?? Number.POSITIVE_INFINITY).toBeLessThan(librariesIn);
  });

  test('a page rendered in the browser (login) loads the app without waiting for a paint', async ({ page }) => {
    await page.goto(tenantUrl(HOST, '/login'));
    await expect(page.getByRole('textbox').first()).toBeVisible();
    const { scripts, firstContentfulPaint } = await page.evaluate(loading);
    const app = scripts.find((script) => /\/assets\/start-app-[^/]+\.js$/.test(script.name));
    expect(app).toBeDefined();
    // Nothing was on screen before the app rendered it: the app's code was asked for before any paint.
    expect(app?.startTime ?? Number.POSITIVE_INFINITY).toBeLessThan(firstContentfulPaint ?? Number.POSITIVE_INFINITY);
  });

  test('home sections below the fold are laid out only as they near the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tenantUrl(HOST, '/'));
    const latest = page.locator('section[aria-labelledby="recommended-listings"]');
    await expect(latest).toHaveCount(1);
    // Skipped by the browser (content-visibility) while far below, yet in the page for search and assistive technology.
    const rendered = () =>
      latest
        .locator('#recommended-listings')
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await rendered()).toBe(false);
    await expect(latest.getByRole('heading', { level: 2 })).toHaveCount(1);
    await latest.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
  });
});
