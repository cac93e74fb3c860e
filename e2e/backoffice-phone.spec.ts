import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { expect, type Language, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

/*
 * Issue 25: the back office on a phone (390 × 844) fits the screen on every screen of the menu, in both languages:
 * the page never scrolls sideways (wide tables scroll inside their card), drawers and dialogs are no wider than the
 * screen. And at 1440 × 900 the orders table fits its card without a scrollbar.
 */
const SHOP = 'localhost';
const PLATFORM = 'platform.localhost';
const PHONE = { width: 390, height: 844 };
const LANGUAGES: readonly Language[] = ['en-US', 'zh-CN'];

/** Every screen of the owner's menu (the owner opens all but the platform console's). */
const OWNER_SCREENS = [
  '/',
  '/dashboard',
  '/orders',
  '/claims',
  '/listings/review',
  '/listings',
  '/recycling',
  '/recycling/rules',
  '/recycling/pool',
  '/catalogue/games',
  '/catalogue/regions',
  '/catalogue/labels',
  '/catalogue/dictionaries',
  '/catalogue/templates',
  '/catalogue/heroes',
  '/withdrawals',
  '/finance',
  '/realname',
  '/users',
  '/staff',
  '/merchant-applications',
  '/staff-contacts',
  '/chat',
  '/feedback',
  '/blacklist',
  '/streamers',
  '/decoration',
  '/notices',
  '/sms-outbox',
  '/audit',
  '/partners',
  '/settings',
];
const PLATFORM_SCREENS = ['/platform/shops', '/platform/domains', '/platform/usage', '/platform/audit'];

/**
 * The drawer or form each main screen opens, checked too: `row` opens the first row (its link or button, else the
 * row), `rowClick` by a click on the row itself, `new` presses the screen's primary button beside its heading.
 */
type Opener = 'row' | 'rowClick' | 'new';
const OPENS: Record<string, Opener> = {
  '/orders': 'row',
  '/claims': 'row',
  '/listings': 'row',
  '/catalogue/games': 'new',
  '/realname': 'row',
  '/users': 'row',
  '/staff': 'new',
  '/merchant-applications': 'row',
  '/staff-contacts': 'new',
  '/feedback': 'row',
  '/streamers': 'new',
  '/notices': 'new',
  '/audit': 'rowClick',
  '/platform/shops': 'new',
};

const shotName = (pathname: string) => pathname.replace(/^\/$/, 'home').replace(/^\//, '').replaceAll('/', '-');

/**
 * What sticks out to the right of the screen: the page's width, the outermost boxes wider than the screen, and the
 * boxes that scroll sideways other than a table's own scroller (a whole screen scrolling inside its panel is no fit).
 */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const ownScroller =
      '.ant-table-content, .ant-table-body, .ant-table-header, .ant-tabs-nav-wrap, .ant-tabs-nav-list';
    const describe = (element: Element, size: string) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 3).join('.')} (${size})`;
    const outermost: string[] = [];
    const scrollers: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || element.closest(ownScroller)) continue;
      const overflowX = getComputedStyle(element).overflowX;
      if (
        (overflowX === 'auto' || overflowX === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1 &&
        !element.matches('input, textarea, .ant-select-selection-overflow') &&
        // A box around a table may scroll it, and a strip of segments like a tab bar; the screen's own panel (with its
        // heading) may not.
        !(element.querySelector('table') && !element.querySelector('h1')) &&
        !element.matches(':has(> .ant-segmented:only-child)') &&
        scrollers.length < 6
      ) {
        // Named by what makes it wide: its outermost descendant wider than it.
        const wide = Array.from(element.querySelectorAll('*')).find(
          (child) => child.getBoundingClientRect().width > element.clientWidth + 1,
        );
        const cause = wide ? ` by ${describe(wide, `${Math.round(wide.getBoundingClientRect().width)}`)}` : '';
        scrollers.push(describe(element, `${element.scrollWidth} in ${element.clientWidth}${cause}`));
      }
      if (rect.right <= limit + 0.5 || outermost.length >= 6) continue;
      // Only the outermost offender: its parent fits (or clips it).
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > limit + 0.5) continue;
      outermost.push(describe(element, `right ${Math.round(rect.right)}`));
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, outermost, scrollers };
  });
}

/**
 * The page does not scroll sideways, nothing but a table scrolls inside it, and every open drawer or dialog lies
 * within the screen. Soft: one run lists every screen that does not fit.
 */
async function expectFits(page: Page, what: string) {
  const measured = await measureOverflow(page);
  expect
    .soft(
      measured.scrollWidth,
      `${what}: page ${measured.scrollWidth} px wide at ${measured.innerWidth} px; ${measured.outermost.join(', ')}`,
    )
    .toBeLessThanOrEqual(measured.innerWidth);
  expect.soft(measured.scrollers, `${what}: scrolls sideways other than in a table`).toEqual([]);
  const panels = await page
    .locator('.ant-drawer-open .ant-drawer-content-wrapper, .ant-modal-wrap .ant-modal')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const rect = element.getBoundingClientRect();
          return { left: Math.round(rect.left), right: Math.round(rect.right) };
        }),
    );
  for (const panel of panels) {
    expect.soft(panel.left, `${what}: a drawer or dialog starts off the screen`).toBeGreaterThanOrEqual(0);
    expect
      .soft(panel.right, `${what}: a drawer or dialog ends off the screen`)
      .toBeLessThanOrEqual(measured.innerWidth);
  }
}

/** Opens the screen's drawer or form (see OPENS) and checks that it fits; the next screen's visit closes it. */
async function openAndCheck(page: Page, how: Opener, what: string, shot: string) {
  if (how === 'new') {
    await page
      .locator('main section')
      .first()
      .locator(':scope > div')
      .first()
      .locator('.ant-btn-primary')
      .first()
      .click();
  } else {
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    const opener = row.locator('a, button.ant-btn-link').first();
    if (how === 'row' && (await opener.count()) > 0) await opener.click();
    else await row.locator('td').first().click();
  }
  const panel = page
    .locator('.ant-drawer-open .ant-drawer-content-wrapper, .ant-modal-wrap .ant-modal')
    .filter({ visible: true })
    .last();
  await expect(panel, `${what}: opens a drawer or dialog`).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  // Drawers and dialogs slide in: measured where they rest.
  await page.waitForTimeout(400);
  await expectFits(page, what);
  await shoot(page, shot, { fullPage: false });
}

/** Opens a screen and waits for its heading and data (no spinner or skeleton left). */
async function openScreen(page: Page, host: string, pathname: string) {
  await page.goto(tenantUrl(host, `/admin${pathname === '/' ? '' : pathname}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
}

for (const language of LANGUAGES) {
  test.describe(`the owner's back office on a phone (${language})`, () => {
    test.use({ signedIn: { sessions: [{ host: SHOP, as: 'owner', app: 'backoffice', language }] } });

    test('every screen of the menu fits 390 px: no sideways scrolling', async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(PHONE);
      for (const pathname of OWNER_SCREENS) {
        await openScreen(page, SHOP, pathname);
        await expectFits(page, `${language} ${pathname}`);
        await shoot(page, `phone-${language}-${shotName(pathname)}`);
        const how = OPENS[pathname];
        if (how) {
          await openAndCheck(
            page,
            how,
            `${language} ${pathname} (${how})`,
            `phone-${language}-${shotName(pathname)}-open`,
          );
        }
      }
    });

    test('the chat console fits 390 px while its live connection is down', async ({ page }) => {
      // The socket is refused, so the status reads "Reconnecting…" (wider than "Live") beside the two buttons.
      await page.routeWebSocket(/\/api\/chat\/ws/, (socket) => socket.close());
      await page.setViewportSize(PHONE);
      await openScreen(page, SHOP, '/chat');
      await expect(page.getByText(language === 'en-US' ? 'Reconnecting…' : '正在重连…')).toBeVisible();
      await expectFits(page, `${language} /chat, reconnecting`);
      await shoot(page, `phone-${language}-chat-reconnecting`, { fullPage: false });
    });

    test('at 1440 px the orders table fits its card: the title cut with a tooltip, the actions kept on the right', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openScreen(page, SHOP, '/orders');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      const scroller = page.locator('.ant-table-content, .ant-table-body').first();
      const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, 'the orders table scrolls sideways inside its card').toBeLessThanOrEqual(clientWidth);
      const seller = language === 'en-US' ? 'Seller' : '卖家';
      await expect(page.getByRole('columnheader', { name: seller, exact: true })).toBeVisible();
      const actions = page.getByRole('columnheader', { name: language === 'en-US' ? 'Actions' : '操作', exact: true });
      await expect(actions).toHaveClass(/ant-table-cell-fix-(right|end)/);
      const title = page.locator('td.ant-table-cell-ellipsis').first();
      await expect(title).toBeVisible();
      await title.locator('span').first().hover();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await shoot(page, `orders-${language}-1440`, { fullPage: false });
    });
  });

  test(`the platform console fits 390 px (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('e2e.language')) {
        sessionStorage.setItem('e2e.language', '1');
        localStorage.setItem('backoffice.language', value);
      }
    }, language);
    await page.setViewportSize(PHONE);
    await page.goto(tenantUrl(PLATFORM, '/admin/login'));
    await expectFits(page, `${language} platform login`);
    const english = language === 'en-US';
    await page.getByLabel(english ? 'Phone or username' : '手机号或用户名').fill('platform');
    await page.getByLabel(english ? 'Password' : '密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: english ? 'Sign in' : '登录' }).click();
    await expect(page).toHaveURL(tenantUrl(PLATFORM, '/admin/platform/shops'), { timeout: 30_000 });
    for (const pathname of PLATFORM_SCREENS) {
      await openScreen(page, PLATFORM, pathname);
      await expectFits(page, `${language} ${pathname}`);
      await shoot(page, `phone-${language}-${shotName(pathname)}`);
      const how = OPENS[pathname];
      if (how) {
        await openAndCheck(
          page,
          how,
          `${language} ${pathname} (${how})`,
          `phone-${language}-${shotName(pathname)}-open`,
        );
      }
      // A shop's own drawer too, from its row.
      if (pathname === '/platform/shops') {
        await openScreen(page, PLATFORM, pathname);
        await openAndCheck(page, 'row', `${language} ${pathname} (row)`, `phone-${language}-platform-shop-open`);
      }
    }
  });
}
