import type { Locator, Page } from '@playwright/test';
import { apiCall } from './accounts';
import { expect, type Language, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

// Issue 23, the two-language leftovers a walk found at a phone's width: the notices page's and the listing detail's
// tabs collapsed into antd's "…" (English names are longer), and the cards' game and region line was cut after one
// line where two fit. Each in both languages, at a phone's and a desktop's width, with screenshots.
const HOST = 'localhost'; // the Chinese demo shop, whose catalogue answers in English too

function inLanguage(page: Page, language: Language) {
  return page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}

/** Every tab of the tab list, whole inside the viewport; and no "…" menu of tabs that did not fit. */
async function expectEveryTabShown(page: Page, tabs: Locator, count: number) {
  await expect(tabs.getByRole('tab')).toHaveCount(count);
  const width = page.viewportSize()?.width ?? 0;
  for (const tab of await tabs.getByRole('tab').all()) {
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    expect(box, `${await tab.textContent()} has a box`).not.toBeNull();
    expect(
      (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width,
      `${await tab.textContent()} on screen`,
    ).toBe(true);
  }
  await expect(page.locator('.ant-tabs-nav-more:visible')).toHaveCount(0);
}

/** The cards' game and region lines cut while they show fewer than two lines (a second line would have fitted). */
function placeLinesCutOnOneLine(page: Page): Promise<string[]> {
  return page.locator('article p[title]').evaluateAll((lines) =>
    lines
      .filter((line) => {
        const cut = line.scrollHeight > line.clientHeight + 1 || line.scrollWidth > line.clientWidth + 1;
        const lineHeight = Number.parseFloat(getComputedStyle(line).lineHeight);
        return cut && line.clientHeight < 2 * lineHeight - 1;
      })
      .map((line) => line.textContent ?? ''),
  );
}

for (const language of ['en-US', 'zh-CN'] as const) {
  for (const width of [390, 1280]) {
    test(`notices page in ${language} at ${width} px: every tab name is on screen`, async ({ page }) => {
      await inLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(tenantUrl(HOST, '/pages/other/gonggao'));
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab', { selected: true })).toBeVisible();
      await expectEveryTabShown(page, tabs, 7);
      // The last tab opens its list (it was behind the "…" menu at 390 px).
      await tabs.getByRole('tab').last().click();
      await expect(page).toHaveURL(/noticeType=rhmm/);
      await shoot(page, `notices-tabs-${language}-${width}`);
    });

    test(`listing cards and detail in ${language} at ${width} px: the place line and the tabs fit`, async ({
      page,
      request,
    }) => {
      await inLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      const games = await apiCall<{ id: number; name: string }[]>(request, HOST, '/api/web/game/Type');
      const hok = games.data.find((game) => game.name === '王者荣耀');
      expect(hok).toBeTruthy();
      await page.goto(tenantUrl(HOST, `/pages/goodList?gameId=${hok?.id}`));
      const firstCard = page.getByRole('article').first();
      await expect(firstCard).toBeVisible();
      expect(await placeLinesCutOnOneLine(page), 'place lines cut after one line').toEqual([]);
      await shoot(page, `listing-cards-${language}-${width}`, { fullPage: false });

      await firstCard.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/pages\/detail\/index\?id=\d+/);
      const about = language === 'en-US' ? 'About this account' : '账号详情与说明';
      const tabs = page.getByRole('region', { name: about }).getByRole('tablist');
      await tabs.scrollIntoViewIfNeeded();
      await expectEveryTabShown(page, tabs, 4);
      await shoot(page, `listing-detail-tabs-${language}-${width}`, { fullPage: false });
    });
  }
}

for (const language of ['en-US', 'zh-CN'] as const) {
  test.describe(`back office in ${language}`, () => {
    test.use({ signedIn: { sessions: [{ host: HOST, as: 'owner', app: 'backoffice', language }] } });

    for (const width of [390, 1280]) {
      test(`at ${width} px: heroes show their English names, settings take English hot searches`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        const games = await apiCall<{ id: number; name: string }[]>(request, HOST, '/api/web/game/Type');
        const hok = games.data.find((game) => game.name === '王者荣耀');
        await page.goto(tenantUrl(HOST, `/admin/catalogue/heroes?gameId=${hok?.id}`));
        const heroes = page.getByRole('table').first();
        await expect(heroes.getByText('Li Bai', { exact: true })).toBeVisible({ timeout: 30_000 });
        await expect(heroes.getByText('李白', { exact: true })).toBeVisible();
        await shoot(page, `backoffice-heroes-${language}-${width}`);

        await page.goto(tenantUrl(HOST, '/admin/settings'));
        const english = language === 'en-US' ? 'Hot searches in English' : '英文热门搜索';
        await expect(page.getByText(english, { exact: true })).toBeVisible({ timeout: 30_000 });
        await shoot(page, `backoffice-settings-${language}-${width}`);
      });
    }
  });
}
