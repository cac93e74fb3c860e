import { toAccessiblePrimaryColor } from '../packages/web/src/primary-color';
import { apiCall } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { photo } from './selling-helpers';
import { shoot } from './shots';

/*
 * The owner's journey on nova (English): a new shop name, logo and colour in Settings, a new banner in Decoration
 * (previewed, then published), all seen on the storefront's home page. Other specs read nova's name (the title must
 * end in " - Nova Accounts", the banner contain it) and its header layout (useTheme 2): the name here keeps that
 * ending, the header layout stays, and the "theme" changed is the primary colour. The banner is added last in the
 * carousel, under a title no other spec uses.
 */
const host = 'nova.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);

test.use({ signedIn: { sessions: [{ host, as: 'owner', app: 'backoffice', language: 'en-US' }] } });

test('the owner changes name, logo and colour, adds and publishes a banner, and the storefront shows them', async ({
  page,
  demoSessions,
}) => {
  // Two saves, two uploads (one cropped), a publication and two previews: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const run = Date.now().toString(36).slice(-6);
  const shopName = `Autumn ${run} - Nova Accounts`;
  const bannerTitle = `E2E banner ${run}`;
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

  // Settings: name, logo and colour.
  const { token } = await demoSessions.of(host, 'owner');
  await page.goto(admin('/settings'));
  await expect(page.getByRole('heading', { name: 'Shop settings', level: 1 })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Shop' });
  await expect(form.getByLabel('Shop name')).toHaveValue(/\S/, { timeout: 30_000 });
  await form.getByLabel('Shop name').fill(shopName);
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles(await photo('logo.png', 30));
  await expect(form.getByRole('button', { name: /Replace logo/ })).toBeVisible({ timeout: 30_000 });
  await form.locator('.ant-color-picker-trigger').click();
  const hexInput = page.locator('.ant-color-picker-hex-input input').first();
  await hexInput.fill(colour.slice(1));
  await hexInput.press('Enter');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The storefront uses the new settings now.')).toBeVisible({ timeout: 30_000 });
  const logo = (await apiCall<{ avatar: string }>(page.request, host, '/api/web/getTenant?type=1&state=1')).data.avatar;
  expect(logo).toMatch(/^\/uploads\//);

  // Decoration: a banner, cropped to the carousel's shape, linked to a storefront page.
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Decoration' }).click();
  await expect(page).toHaveURL(admin('/decoration'));
  await expect(page.getByRole('heading', { name: 'Home page decoration', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
  await page.getByRole('button', { name: 'Add banner' }).click();
  await expect(page).toHaveURL(admin('/decoration?entry=new'));
  const drawer = page.getByRole('dialog', { name: 'Add to Banners' });
  // The banner's picture (the first; the English picture beside it stays empty).
  await drawer
    .locator('input[type="file"]')
    .first()
    .setInputFiles(await photo('banner.png', 200));
  const crop = page.getByRole('dialog', { name: 'Crop the image' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(drawer.getByRole('button', { name: /Replace/ })).toBeVisible({ timeout: 30_000 });
  await drawer.getByLabel('Title', { exact: true }).fill(bannerTitle);
  await drawer.locator('label', { hasText: 'Storefront page' }).click();
  await expect(drawer.getByRole('radio', { name: 'Storefront page' })).toBeChecked();
  // Picked by typing, as the searchable select allows: a click on an option still opening could miss it.
  const pagePicker = drawer.getByLabel('Page', { exact: true });
  await pagePicker.fill('Quick recycle');
  await page.keyboard.press('Enter');
  await expect(drawer.getByTitle('Quick recycle (/pages/kuaisuhuishou)')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Entry added to the draft.')).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('table', { name: 'Banners' }).getByRole('row', { name: new RegExp(bannerTitle) });
  await expect(row).toContainText('/pages/kuaisuhuishou');
  await expect(page.getByText('Unpublished changes')).toBeVisible();

  // Not yet on the storefront; the preview shows it.
  const published = async () =>
    (
      await apiCall<{ area: number; decorationInfos: { title: string; image: string }[] }[]>(
        page.request,
        host,
        '/api/web/decoration/type?type=1&state=1',
      )
    ).data.find((entry) => entry.area === 1)?.decorationInfos ?? [];
  expect((await published()).map((info) => info.title)).not.toContain(bannerTitle);
  const preview = page.frameLocator('iframe[title="Storefront preview (Desktop)"]');
  await expect(preview.getByRole('img', { name: bannerTitle })).toBeAttached({ timeout: 30_000 });
  await shoot(page, 'backoffice-decoration-draft-1280');
  await page.getByText('Phone', { exact: true }).click();
  const phone = page.frameLocator('iframe[title="Storefront preview (Phone)"]');
  await expect(phone.getByRole('img', { name: bannerTitle })).toBeAttached({ timeout: 30_000 });
  await shoot(page, 'backoffice-decoration-preview-phone-1280');

  // Publish, after confirming.
  await page.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Publish the draft?' });
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published: the storefront now shows \d+ entr(y|ies)/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Same as the storefront')).toBeVisible();
  expect((await published()).map((info) => info.title)).toContain(bannerTitle);

  // The storefront's home page: name, logo, colour and the banner.
  const storefront = await page.context().newPage();
  await storefront.setViewportSize({ width: 1280, height: 900 });
  await storefront.goto(tenantUrl(host, '/'));
  await expect(storefront.getByRole('banner')).toContainText(shopName);
  await expect(storefront).toHaveTitle(new RegExp(shopName));
  await expect(storefront.getByRole('banner').locator(`img[src="${logo}"]`).first()).toBeAttached();
  const primary = await storefront
    .locator('[style*="--sf-primary"]')
    .first()
    .evaluate((element) => (element as HTMLElement).style.getPropertyValue('--sf-primary').trim().toLowerCase());
  // The storefront writes the colour in its readable shade (itself when it already reads at 4.5:1).
  expect(primary).toBe(toAccessiblePrimaryColor(colour));
  // The carousel hides the slides not on screen from assistive technology, so the new (last) slide is found by markup.
  const carousel = storefront.getByRole('region', { name: 'Featured' });
  await expect(carousel.locator(`img[alt="${bannerTitle}"]`).first()).toBeAttached();
  await expect(carousel.locator(`a[aria-label="${bannerTitle}"]`).first()).toHaveAttribute(
    'href',
    '/pages/kuaisuhuishou',
  );
  await shoot(storefront, 'storefront-home-after-decoration-1280');
  await storefront.close();

  // The publication is in the audit log (counts before → after).
  const audit = await apiCall<{ rows: { route: string }[] }>(page.request, host, '/api/staff/audit?pageSize=20', {
    token,
  });
  expect(audit.data.rows.map((entry) => entry.route)).toContain('/api/staff/decoration/publish');
});
