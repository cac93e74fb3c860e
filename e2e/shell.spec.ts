import type { Page } from '@playwright/test';
import { apiSession, DEMO_PASSWORD, DEMO_USERS } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';

/** The demo tenants' default language is Chinese; most checks read the English names. */
async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
  });
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function showSignedInAs(page: Page, host: string, nickName: string) {
  await page.addInitScript(
    ([token, name]) => {
      localStorage.setItem('token', token ?? '');
      localStorage.setItem('userInfo', JSON.stringify({ userId: 1, nickName: name, avatar: '' }));
    },
    ['invalid-token-for-display-only', nickName],
  );
  await page.goto(tenantUrl(host, '/'));
}

test.describe('header variants', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('useTheme 1 (localhost): top bar with greeting, cooperation and help links, then logo and search', async ({
    page,
  }) => {
    await page.goto(tenantUrl('localhost'));
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Welcome to 星游账号商城')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Business cooperation' })).toHaveAttribute('href', /noticeType=zbhz/);
    await expect(banner.getByRole('link', { name: 'Help center' })).toHaveAttribute('href', /noticeType=rhmm/);
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(banner.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  });

  test('useTheme 2 (nova): the user area sits in the menu bar, no top bar', async ({ page }) => {
    await page.goto(tenantUrl('nova.localhost'));
    const banner = page.getByRole('banner');
    await expect(mainMenu(page)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Business cooperation' })).toHaveCount(0);
    const menuRow = mainMenu(page).locator('xpath=..');
    await expect(menuRow.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('useTheme 3 (lumen): the logo sits in the menu bar', async ({ page }) => {
    await page.goto(tenantUrl('lumen.localhost'));
    await expect(mainMenu(page)).toBeVisible();
    const menuBar = mainMenu(page).locator('xpath=../..');
    await expect(menuBar.getByRole('link', { name: '流明游戏交易' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Business cooperation' })).toHaveCount(0);
  });
});

test.describe('menu', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('offers App download only where the tenant has an app', async ({ page }) => {
    await page.goto(tenantUrl('localhost'));
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      'Home',
      'I want to buy',
      'I want to sell',
      'Personal center',
      'App download',
    ]);
    await page.goto(tenantUrl('nova.localhost'));
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      'Home',
      'I want to buy',
      'I want to sell',
      'Personal center',
    ]);
  });

  test('marks the item of the current route, pageType included, with real links', async ({ page }) => {
    await page.goto(tenantUrl('localhost', '/pages/accountOrder?pageType=sale'));
    await expect(mainMenu(page).getByRole('link', { name: 'I want to sell' })).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page).getByRole('link', { name: 'I want to buy' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await mainMenu(page).getByRole('link', { name: 'I want to buy' }).click();
    await expect(page).toHaveURL(/pageType=buy/);
    await expect(mainMenu(page).getByRole('link', { name: 'I want to buy' })).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  test('hides the search box on the app download page', async ({ page }) => {
    await page.goto(tenantUrl('localhost', '/pages/appDownload'));
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveCount(0);
  });
});

test.describe('search', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('goes to the buy market with the keywords; empty keywords go home', async ({ page }) => {
    await page.goto(tenantUrl('localhost', '/pages/other/gonggao'));
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(tenantUrl('localhost', '/'));
    await box.fill('原神');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pages\/accountOrder\?pageType=buy&searchText=%E5%8E%9F%E7%A5%9E$/);
  });

  test('keeps at most 6 entries, newest first, a repeat moving to the front; clearable', async ({ page }) => {
    await page.goto(tenantUrl('localhost'));
    const box = page.getByRole('searchbox', { name: 'Search games' });
    for (const word of ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'c3']) {
      await box.fill(word);
      await box.press('Enter');
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('searchHistory') ?? '[]'));
    expect(stored.map((entry: { name: string }) => entry.name)).toEqual(['c3', 'g7', 'f6', 'e5', 'd4', 'b2']);
    // The history shows in the empty box (typed text shows suggestions instead).
    await box.fill('');
    await box.focus();
    const history = page.getByRole('region', { name: 'Search history' });
    await expect(history.getByRole('link')).toHaveText(['c3', 'g7', 'f6', 'e5', 'd4', 'b2']);
    await history.getByRole('button', { name: 'Clear history' }).click();
    expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
  });

  test("offers the tenant's three hot searches", async ({ page }) => {
    await page.goto(tenantUrl('nova.localhost'));
    for (const game of ['Honor of Kings', 'Genshin Impact', 'League of Legends']) {
      await expect(page.getByRole('banner').getByRole('link', { name: game })).toBeVisible();
    }
  });
});

test.describe('session', () => {
  test.beforeEach(async ({ page }) => useEnglish(page));

  test('masks an 11-character nickname in the greeting and the dropdown', async ({ page }) => {
    await showSignedInAs(page, 'localhost', '13812348000');
    await expect(page.getByRole('banner').getByText('Hello, 138****8000')).toBeVisible();
    await expect(page.getByRole('button', { name: '138****8000' })).toBeVisible();
  });

  test('logs out after confirming, then says so on the login page', async ({ page, request }) => {
    // Two menus and a dialog twice: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    // A session of the test's own: logging out revokes it.
    await signIn(page, 'nova.localhost', await apiSession(request, 'nova.localhost', DEMO_USERS.buyer, DEMO_PASSWORD));
    await page.goto(tenantUrl('nova.localhost', '/'));
    const userButton = page.getByRole('button', { name: 'Demo buyer' });
    await userButton.click();
    const banner = page.getByRole('banner');
    for (const item of ['Personal center', 'My orders', 'My products', 'Favourites']) {
      await expect(banner.getByRole('link', { name: item }).last()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm to log out of the current account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(userButton).toBeVisible();
    await userButton.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(tenantUrl('nova.localhost', '/login'));
    await expect(page.getByText('Logout succeeded')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a 401 shows one prompt; Confirm goes to login with fromRoute', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('token', 'expired-token'));
    await page.goto(tenantUrl('nova.localhost', '/pages/BasicInformation?tab=x'));
    const prompt = page.getByRole('dialog', { name: 'Prompt' });
    await expect(prompt).toContainText('Login timed out, please log in again');
    await expect(page.getByRole('dialog', { name: 'Prompt' })).toHaveCount(1);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/login\?fromRoute=%2Fpages%2FBasicInformation%3Ftab%3Dx$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('Cancel on the 401 prompt only clears storage', async ({ page }) => {
    // A public page whose call answers 401 (a session that expired while the home page was open).
    await page.route('**/api/web/save/tenantBrowse', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 401, msg: 'expired', data: null }),
      }),
    );
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', 'expired-token');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(tenantUrl('nova.localhost', '/pages/other/gonggao'));
    await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Prompt' })).toHaveCount(0);
    expect(page.url()).toBe(tenantUrl('nova.localhost', '/pages/other/gonggao'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a 403 clears storage and shows nothing', async ({ page }) => {
    await page.route('**/api/system/user/profile/newsm', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ code: 403, msg: 'Forbidden', data: null }),
      }),
    );
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', 'some-token');
        localStorage.setItem('userInfo', JSON.stringify({ userId: 1, nickName: 'Someone', avatar: '' }));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(tenantUrl('nova.localhost', '/pages/BasicInformation'));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('frame', () => {
  test('the closed tenant shows a notice that cannot be closed', async ({ page }) => {
    await useEnglish(page);
    await page.goto(tenantUrl('closed.localhost'));
    const notice = page.getByRole('dialog', { name: 'Service not enabled' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await expect(notice).toBeVisible();
    // Nothing behind it can be used: the frame is inert (no focus, no clicks).
    const search = page.getByRole('searchbox', { name: 'Search games' });
    expect(await search.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[inert]') ?? null)).toBeNull();
  });

  test('redirects /pages, /pages/home/index and /pages/other', async ({ page }) => {
    await useEnglish(page);
    await page.goto(tenantUrl('localhost', '/pages'));
    await expect(page).toHaveURL(tenantUrl('localhost', '/'));
    await page.goto(tenantUrl('localhost', '/pages/home/index'));
    await expect(page).toHaveURL(tenantUrl('localhost', '/'));
    await page.goto(tenantUrl('localhost', '/pages/other'));
    await expect(page).toHaveURL(tenantUrl('localhost', '/pages/other/gonggao'));
  });

  test('an unknown path shows a not-found page with a way home', async ({ page }) => {
    await useEnglish(page);
    await page.goto(tenantUrl('localhost', '/no/such/page'));
    await expect(page).toHaveTitle('Page not found - 星游账号商城');
    await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(tenantUrl('localhost', '/'));
  });

  test('deep links reload with their title', async ({ page }) => {
    await useEnglish(page);
    await page.goto(tenantUrl('nova.localhost', '/pages/other/jieshao'));
    await page.reload();
    await expect(page).toHaveTitle(/ - Nova Accounts$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('speaks both languages and switches', async ({ page }) => {
    await page.goto(tenantUrl('localhost'));
    await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' })).toBeVisible();
    await page.getByRole('combobox', { name: '语言' }).selectOption('en-US');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('caps the content column at 540 px on narrow screens', async ({ page }) => {
    await useEnglish(page);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(tenantUrl('localhost', '/pages/other/gonggao'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const width = async () => (await main.boundingBox())?.width ?? 0;
    await expect.poll(width).toBeLessThanOrEqual(540);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(width).toBeGreaterThan(540);
  });

  test('keeps goodList alive only when coming back from the detail page', async ({ page }) => {
    await useEnglish(page);
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto(tenantUrl('localhost', '/pages/goodList?gameId=1'));
    await page.getByRole('textbox', { name: 'Keyword' }).fill('typed but not applied');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // Into a detail page the way a listing link does, then back.
    await page.evaluate(() => {
      history.pushState({}, '', '/pages/detail/index?id=1');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/pages\/detail\/index\?id=1$/);
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue('typed but not applied');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Arriving any other way starts fresh.
    await mainMenu(page).getByRole('link', { name: 'Home' }).click();
    await page.goto(tenantUrl('localhost', '/pages/goodList?gameId=1'));
    await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
  });
});
