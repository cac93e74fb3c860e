import type { Locator, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

// Issue 23, "Two languages for real": English labels are longer than Chinese ones, and they must fit the demo
// shop's layout at a desktop's and a phone's width: no label of the header's top bar, the navigation icons or the
// game tiles clipped ("Become a m…", "Genshin Impac"), broken over two lines where one is meant, or pushing the page
// sideways.
const HOST = 'localhost'; // the Chinese demo shop, whose catalogue and decoration answer in English too

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
  });
});

/**
 * Every visible text element under `root` (itself included) that clips its text sideways: an ellipsis or hidden
 * overflow with more text than room. A name clamped to two lines wraps instead, so it is not counted.
 */
function clippedLabels(root: Locator): Promise<string[]> {
  return root.evaluate((rootElement) => {
    const clipped: string[] = [];
    for (const element of [rootElement, ...Array.from(rootElement.querySelectorAll('*'))]) {
      const style = getComputedStyle(element);
      const clips = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden';
      if (!clips || !element.textContent?.trim()) continue;
      // Screen-reader-only text (one pixel wide by design) and hidden parts are nobody's label on screen.
      const box = element.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2 || !element.checkVisibility() || element.closest('.visually-hidden')) {
        continue;
      }
      if (element.scrollWidth > element.clientWidth + 1) {
        clipped.push(`"${element.textContent.trim()}" (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    return clipped;
  });
}

/** The links of `root` whose text breaks over more than one line. */
function brokenLinks(root: Locator): Promise<string[]> {
  return root.evaluate((rootElement) =>
    Array.from(rootElement.querySelectorAll('a'))
      .filter((link) => link.checkVisibility())
      .filter((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        return lines.size > 1;
      })
      .map((link) => `"${link.textContent?.trim()}"`),
  );
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

/** The header's top bar: the greeting, "Business cooperation", "Help center", the language and the login links. */
function topBar(page: Page): Locator {
  return page
    .getByRole('banner')
    .locator('div')
    .filter({ has: page.getByRole('link', { name: 'Business cooperation' }) })
    .filter({ has: page.getByRole('link', { name: 'Log in' }) })
    .first();
}

async function expectTopBarFits(page: Page) {
  const bar = topBar(page);
  await expect(bar.getByRole('link', { name: 'Help center' })).toBeVisible();
  expect(await clippedLabels(bar), 'clipped in the top bar').toEqual([]);
  expect(await brokenLinks(bar), 'links broken over two lines in the top bar').toEqual([]);
}

for (const width of [390, 1280]) {
  test(`home page in English at ${width} px: top bar, navigation icons and game tiles fit`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(tenantUrl(HOST, '/'));
    const navigation = page.getByRole('region', { name: 'Quick navigation' });
    await expect(navigation.getByRole('link', { name: 'Become a merchant' })).toBeVisible();
    const recommended = page.getByRole('region', { name: 'Recommended games' });
    await expect(recommended.getByRole('link', { name: 'Peacekeeper Elite' })).toBeVisible();
    const hotGames = page.getByRole('region', { name: 'Hot games' });
    await expect(hotGames.getByRole('link', { name: /^League of Legends/ })).toBeVisible();

    await expectTopBarFits(page);
    expect(await clippedLabels(navigation), 'clipped navigation labels').toEqual([]);
    expect(await clippedLabels(recommended), 'clipped recommended games').toEqual([]);
    expect(await clippedLabels(hotGames), 'clipped hot games').toEqual([]);
    // A name clamped after two lines can still be read whole.
    await expect(hotGames.getByText('League of Legends', { exact: true })).toHaveAttribute(
      'title',
      'League of Legends',
    );
    await expectNoSidewaysScroll(page);
    await shoot(page, `labels-home-en-${width}`);
  });

  for (const pageType of ['buy', 'sale'] as const) {
    test(`account market (${pageType}) in English at ${width} px: the game tiles fit`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenantUrl(HOST, `/pages/accountOrder?pageType=${pageType}`));
      const games = page.getByRole('list', { name: 'Games' });
      await expect(games.getByRole('link', { name: /^Peacekeeper Elite/ })).toBeVisible();

      await expectTopBarFits(page);
      expect(await clippedLabels(games), 'clipped game tiles').toEqual([]);
      await expect(games.getByText('Peacekeeper Elite', { exact: true })).toHaveAttribute('title', 'Peacekeeper Elite');
      await expectNoSidewaysScroll(page);
      await shoot(page, `labels-market-${pageType}-en-${width}`);
    });
  }
}
