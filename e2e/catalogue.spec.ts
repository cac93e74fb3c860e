import { registerSessionByApi, uniquePhone } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';

// nova.localhost: an English storefront (demo data: 8 games, 42 listings each). The journey is signed in as a user of
// its own (favourites are per user); it removes the favourite it adds all the same.
const HOST = 'nova.localhost';

test('home → account market → product list with filters → detail → back → favourite → favourites', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, HOST, await registerSessionByApi(request, HOST, uniquePhone(), 'Secret123'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tenantUrl(HOST, '/'));

  // Home: hot games with their listing counts, recent deals, recommended listings.
  const hotGames = page.getByRole('region', { name: 'Hot games' });
  await expect(hotGames.getByRole('link', { name: /Honor of Kings/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent deals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommended accounts' }).getByRole('article').first()).toBeVisible();

  // The account market: mobile / PC tabs, A–Z, search text.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'I want to buy' }).click();
  await expect(page).toHaveURL(/\/pages\/accountOrder\?pageType=buy$/);
  const games = page.getByRole('list', { name: 'Games' });
  await page.getByRole('tab', { name: 'PC games' }).click();
  await expect(games.getByRole('link', { name: /League of Legends/ })).toBeVisible();
  await expect(games.getByRole('link', { name: /Honor of Kings/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Mobile games' }).click();
  await page.getByRole('button', { name: 'H', exact: true }).click();
  await expect(games.getByRole('link')).toHaveCount(1);
  await games.getByRole('link', { name: /Honor of Kings/ }).click();

  // The product list: a region, a sort; the URL holds them.
  await expect(page).toHaveURL(/\/pages\/goodList\?gameId=9$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Honor of Kings' })).toBeVisible();
  const region = page.getByRole('group', { name: 'Region & server' });
  await region.getByRole('button', { name: 'Android' }).click();
  await expect(region.getByRole('button', { name: 'Android' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/region=208/);
  await expect(page).toHaveURL(/sort=price_asc/);
  const listings = page.getByRole('list', { name: 'Listings' });
  await expect(listings.getByRole('article').first()).toBeVisible();
  const listUrl = page.url();

  // Prices ascend.
  const prices = await listings
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => Number((card.textContent ?? '').match(/¥([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, '') ?? 'NaN')),
    );
  expect(prices.length).toBeGreaterThan(1);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  // Into the last card on screen, after scrolling to it, then back: filters and scroll are kept.
  const lastCard = listings.getByRole('article').last();
  await lastCard.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const title = (await lastCard.getByRole('heading').textContent()) ?? '';
  await lastCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/pages\/detail\/index\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(region.getByRole('button', { name: 'Android' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Favourite it from its detail page, then find it among the favourites.
  await lastCard.getByRole('link').click();
  const favourite = page.getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.goto(tenantUrl(HOST, '/pages/other/collect'));
  const favourites = page.getByRole('list', { name: 'Favourites' });
  const saved = favourites.getByRole('article', { name: title });
  await expect(saved).toBeVisible();

  // Remove it again (asks first).
  await saved.locator('xpath=..').getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('button', { name: /^(OK|Remove)$/ })
    .last()
    .click();
  await expect(favourites.getByRole('article', { name: title })).toHaveCount(0);
});

test('the account market applies the header search and comes back to where it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(tenantUrl(HOST, '/'));
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search games' });
  await search.fill('lol');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/pages\/accountOrder\?pageType=buy&searchText=lol$/);
  await expect(page.getByRole('tab', { name: 'PC games' })).toHaveAttribute('aria-selected', 'true');
  const games = page.getByRole('list', { name: 'Games' });
  await expect(games.getByRole('link')).toHaveCount(1);
  await expect(search).toHaveValue('lol');

  // Scrolled down, into a game and back: the page returns to the same place.
  await page.goto(tenantUrl(HOST, '/pages/accountOrder?pageType=sale'));
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.getByRole('list', { name: 'Games' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/sale\?gameId=\d+$|\/login/);
  await page.goBack();
  // Where the page was when the game was opened (Playwright scrolls the link into view before clicking it).
  await expect(page).toHaveURL(/scrollTop=\d+/);
  const remembered = Number(new URL(page.url()).searchParams.get('scrollTop'));
  expect(remembered).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(remembered);
});
