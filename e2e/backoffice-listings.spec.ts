import { apiCall } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { consignListingByApi } from './listings';
import { shoot } from './shots';

/*
 * Listing review in the back office on nova (English): the demo seller consigns an account through the API, the
 * operator finds it in the review queue at /admin/listings/review, previews it, approves it from the keyboard, finds
 * it on sale under all listings with the filters in the URL, and the storefront's detail page shows it to everyone.
 */

const host = 'nova.localhost';
const admin = (pathname: string) => tenantUrl(host, `/admin${pathname}`);

test.use({ signedIn: { sessions: [{ host, as: 'operator', app: 'backoffice', language: 'en-US' }] } });

test('the operator reviews and approves a consigned account in /admin and it goes on sale in the storefront', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(120_000);
  const seller = (await demoSessions.of(host, 'seller')).token;
  const title = `E2E review ${Date.now().toString(36)}`;
  const listing = await consignListingByApi(request, host, seller, {
    title,
    priceFen: 88_800,
    description: 'Consigned by the back-office listings journey.',
    contact: 'QQ 55667788',
    password: 'Review-Pass-77',
  });
  expect(listing.status).toBe('pending_review');

  // Not public while it waits for review.
  const hidden = await apiCall<{ state: string }>(request, host, `/api/web/good/info?id=${listing.id}`);
  expect(hidden.code === 200 && hidden.data.state === 'on_sale').toBe(false);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin('/listings/review'));
  await expect(page.getByRole('heading', { name: 'Listing review' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Back office menu' })).toContainText('Listing review');

  // The queue is longest waiting first: ours is the newest, so it may sit on a later page of a busy shop.
  const queuePage = Math.max(1, Math.ceil(((await pendingCount()) || 1) / 100));
  await page.goto(admin(`/listings/review?pageSize=100&pageNum=${queuePage}`));
  await page.getByRole('button', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`id=${listing.id}`));
  const drawer = page.getByRole('dialog').filter({ hasText: listing.number });
  await expect(drawer.getByRole('heading', { name: title })).toBeVisible();
  await expect(drawer).toContainText('Consigned by the back-office listings journey.');
  await expect(drawer).toContainText('QQ ****88');
  await expect(drawer.getByRole('img', { name: 'Cover' })).toBeVisible();
  // The real-name screenshot is private: read through the audited staff route, shown from an object URL.
  await expect(drawer.getByRole('img', { name: 'Real-name screenshot' })).toHaveAttribute('src', /^blob:/);
  await shoot(page, 'backoffice-listing-review-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'backoffice-listing-review-1920');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Approve from the keyboard, as a reviewer working through the queue does.
  await drawer.getByRole('heading', { name: title }).click();
  await page.keyboard.press('a');
  await expect(page.getByText(`${listing.number} approved: it is on sale now`)).toBeVisible();

  // The queue moved on to the next listing; close it. Under all listings, filtered by its number (kept in the
  // URL), ours is on sale.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'All listings' }).click();
  await expect(page).toHaveURL(admin('/listings'));
  const filters = page.getByRole('search', { name: 'Listing filters' });
  await filters.getByRole('textbox', { name: 'Listing no.' }).fill(listing.number);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(admin(`/listings?number=${listing.number}`));
  await expect(page.getByText('Total: 1', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: listing.number });
  await expect(row).toContainText('On sale');
  await expect(row).toContainText('¥888.00');
  await shoot(page, 'backoffice-listings-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'backoffice-listings-1920');
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: title }).click();
  await expect(page.getByRole('tab', { name: 'Edit' })).toBeVisible();
  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Edit the listing' })).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'backoffice-listing-edit-1920');

  // The storefront shows it to everyone.
  const storefront = await page.context().newPage();
  await storefront.goto(tenantUrl(host, `/pages/detail/index?id=${listing.id}`));
  await expect(storefront.getByRole('heading', { name: title })).toBeVisible();
  await expect(storefront.getByText(listing.number).first()).toBeVisible();
  const shown = await apiCall<{ state: string }>(request, host, `/api/web/good/info?id=${listing.id}`);
  expect(shown.data.state).toBe('on_sale');

  async function pendingCount() {
    const staff = (await demoSessions.of(host, 'operator')).token;
    const queue = await apiCall<{ total: number }>(
      request,
      host,
      '/api/staff/listings?status=pending_review&pageSize=1',
      {
        token: staff,
      },
    );
    return queue.data.total;
  }
});
