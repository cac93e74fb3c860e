import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, tenantUrl, test } from './fixtures';
import { firstListing } from './listings';

/**
 * WCAG 2.2 target size (minimum): every pointer target 24 × 24 CSS px, or spaced so a 24 px circle around it touches
 * no other. axe's `target-size` rule is not in the wcag2aa set the journeys scan with (axe.ts); Lighthouse's
 * accessibility audit runs it, and failed home and listing detail on it. Each page is judged as loaded, not scrolled,
 * as Lighthouse judges it: a section below the fold is then skipped by content-visibility at its placeholder height,
 * and its cards must not be measured over the targets after it.
 */
const HOST = 'localhost';
/** Lighthouse's mobile viewport. */
const PHONE = { width: 412, height: 823 };

async function targetSizeFailures(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`),
  );
}

test.describe('target size', () => {
  test.use({ viewport: PHONE });

  const pages = [
    // The recommended listings: the section below the fold whose cards were measured over the ads and the footer.
    { name: 'home', path: async () => '/', loaded: 'section[aria-labelledby="recommended-listings"] li' },
    { name: 'listing list', path: async () => '/pages/goodList?gameId=1', loaded: 'main li article' },
    {
      name: 'listing detail',
      path: async (request: APIRequestContext) => `/pages/detail/index?id=${(await firstListing(request, HOST)).id}`,
      loaded: '#similar-listings li',
    },
    { name: 'login', path: async () => '/login', loaded: 'main form' },
  ];
  for (const { name, path, loaded } of pages) {
    test(`${name} on a phone: no target under 24 px without room around it`, async ({ page, request }) => {
      await page.goto(tenantUrl(HOST, await path(request)));
      await expect(page.locator(loaded).first()).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await targetSizeFailures(page)).toEqual([]);
    });
  }

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`the banner's dots at ${viewport.width} px: thin bars, each a 24 px target that overlaps no other`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(tenantUrl(HOST, '/'));
      // The shop's language is Chinese: the parts are found by their structure.
      const carousel = page.locator('section[aria-roledescription]');
      const dots = carousel.getByRole('listitem').getByRole('button');
      await expect(dots.first()).toBeVisible();
      const count = await dots.count();
      expect(count).toBeGreaterThan(1);
      const boxes = [];
      for (let index = 0; index < count; index++) {
        const bar = await dots
          .nth(index)
          .evaluate((dot) => Number.parseFloat(getComputedStyle(dot, '::before').height));
        const target = await dots.nth(index).boundingBox();
        if (!target) throw new Error(`dot ${index} is not laid out`);
        expect(bar, `dot ${index}'s bar`).toBeLessThanOrEqual(4);
        expect(target.width, `dot ${index}'s target`).toBeGreaterThanOrEqual(24);
        expect(target.height, `dot ${index}'s target`).toBeGreaterThanOrEqual(24);
        boxes.push(target);
      }
      for (let index = 1; index < boxes.length; index++) {
        const [before, after] = [boxes[index - 1], boxes[index]];
        if (before && after)
          expect(after.x, `dots ${index - 1} and ${index}`).toBeGreaterThanOrEqual(before.x + before.width - 0.5);
      }
      // The pause button is a 24 px target beside them.
      const pause = await carousel.getByRole('button').first().boundingBox();
      expect(pause?.width).toBeGreaterThanOrEqual(24);
      expect(pause?.height).toBeGreaterThanOrEqual(24);
      // The target is what a pointer hits: a click at its top edge turns the carousel to that slide, which scrolls
      // into view and is the only one out of inert.
      const last = boxes.at(-1);
      if (last) await page.mouse.click(last.x + last.width / 2, last.y + 2);
      await expect(dots.last()).toHaveAttribute('aria-current', 'true');
      const slides = carousel.getByRole('group');
      await expect(slides.last()).not.toHaveAttribute('inert');
      await expect(slides.first()).toHaveAttribute('inert');
      await expect
        .poll(async () => {
          const [slide, frame] = await Promise.all([slides.last().boundingBox(), carousel.boundingBox()]);
          return slide && frame ? Math.round(slide.x - frame.x) : null;
        })
        .toBe(0);
    });
  }
});
