import type { Locator, Page } from '@playwright/test';
import { apiCall, registerSessionByApi, uniquePhone } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

// Issue 23, "Rough edges": what a first walk through the storefront tripped over, checked in a real browser.
const HOST = 'nova.localhost'; // English storefront
const PASSWORD = 'Secret123';

async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en-US');
  });
}

test.beforeEach(async ({ page }) => useEnglish(page));

/** The shop's primary colour as the browser computes it where `link` sits (the layout sets `--sf-primary`). */
function themeColourBeside(link: Locator): Promise<string> {
  return link.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--sf-primary)';
    element.parentElement?.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

test('a visitor’s Favourite says why to log in, and is saved once logged in, back on the listing', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  await registerSessionByApi(request, HOST, phone, PASSWORD);
  // A listing on sale of this shop, found by its number through the header search's endpoint.
  const found = await apiCall<{ id: number }[]>(request, HOST, '/api/web/good/suggest?keyword=A00000001');
  const listingId = found.data[0]?.id;
  expect(listingId).toBeTruthy();
  const listingUrl = tenantUrl(HOST, `/pages/detail/index?id=${listingId}`);
  await page.goto(listingUrl);
  await page.getByRole('button', { name: 'Favourite' }).click();
  await expect(page).toHaveURL(/\/login\?fromRoute=.*&reason=favourite$/);
  await expect(page.getByText(/Log in to keep this listing in your favourites/)).toBeVisible();
  await shoot(page, 'rough-favourite-login-1280', { fullPage: false });

  await page.getByLabel('Phone number or username').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(listingUrl);
  await expect(page.getByText('Added to your favourites')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  // Saved on the server, once: a reload shows it kept, and nothing asks to log in again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to your favourites')).toHaveCount(0);
});

test('the header search suggests games then listings, and a listing number opens the listing', async ({ page }) => {
  await page.goto(tenantUrl(HOST, '/'));
  const box = page.getByRole('searchbox', { name: 'Search games' });
  await box.fill('a');
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions.getByRole('link').first()).toHaveAttribute('href', /\/pages\/goodList\?gameId=\d+$/);
  await expect(suggestions.locator('a[href*="/pages/detail/index?id="]').first()).toBeVisible();
  await shoot(page, 'rough-search-suggestions-1280', { fullPage: false });

  await box.fill('a00000024');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/pages\/detail\/index\?id=\d+$/);
  await expect(page.getByText('A00000024')).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ signedIn: { sessions: [{ host: HOST, as: 'buyer', app: 'storefront', language: 'en-US' }] } });

  test('basic information sits in the personal center, with its breadcrumb and side menu', async ({ page }) => {
    await page.goto(tenantUrl(HOST, '/pages/BasicInformation'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Personal center' })).toBeVisible();
    const side = page.getByRole('navigation', { name: 'Personal center' });
    await expect(side.getByRole('link', { name: 'Basic information' })).toHaveAttribute('aria-current', 'page');
    await shoot(page, 'rough-basic-information-1280');
  });

  test('the sell page names itself once, and its links wear the theme colour without underline', async ({ page }) => {
    await page.goto(tenantUrl(HOST, '/pages/sale'));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Sell',
    ]);
    const game = page.locator('a[href*="/pages/sale?gameId="]').first();
    await game.click();
    const change = page.getByRole('link', { name: 'Change game' });
    await expect(change).toHaveCSS('color', await themeColourBeside(change));
    await expect(change).toHaveCSS('text-decoration-line', 'none');

    await page.goto(tenantUrl(HOST, '/pages/jingjiahuishou'));
    const myRequests = page.getByRole('link', { name: 'My bidding requests' });
    await expect(myRequests).toHaveCSS('color', await themeColourBeside(myRequests));
    await expect(myRequests).toHaveCSS('text-decoration-line', 'none');
  });
});

test('the app download page on a phone: buttons inside their cards, no QR code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl('localhost', '/pages/appDownload'));
  const button = page.getByRole('link', { name: /^Download for / }).first();
  await expect(button).toBeVisible();
  const card = page.locator('section', { has: button });
  const [buttonBox, cardBox] = await Promise.all([button.boundingBox(), card.boundingBox()]);
  expect(buttonBox && cardBox).toBeTruthy();
  if (buttonBox && cardBox) expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await shoot(page, 'rough-app-download-390');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
});
