import { apiCall, apiLogin, DEMO_PASSWORD, smsCodeFor, uniquePhone } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { uploadPhoto } from './listings';
import { shoot } from './shots';

/*
 * Issue 25: the platform opens a shop. The platform admin signs in on the platform's host and creates the shop in the
 * console (the demo catalogue copied), its new owner sets a password with the SMS code the platform sent, signs in and
 * publishes a banner before the shop trades, the storefront stays closed until the platform grants service 5483 in the
 * console, and then shows the shop with its banner; a suspended shop shows its own notice and refuses customers until
 * it is resumed. One language (English); the console's Chinese is covered by its component tests.
 */
const PLATFORM = 'platform.localhost';

test('a new shop from the console: the owner sets a password by SMS and sets up before opening; 5483 opens it; suspending closes it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const suffix = `${Date.now().toString(36).slice(-5)}${test.info().parallelIndex}`;
  const host = `shop${suffix}.localhost`;
  const shopName = `E2E Shop ${suffix}`;
  const ownerPhone = uniquePhone();

  // The platform admin signs in on the platform's host and lands on Shops.
  await page.goto(tenantUrl(PLATFORM, '/admin/login'));
  // The platform's own default language is Chinese: switched to English as a user would.
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByLabel('Phone or username').fill('platform');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Shops', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(tenantUrl(PLATFORM, '/admin/platform/shops'));

  // Creates the shop: English, not trading yet, the demo catalogue copied.
  await page.getByRole('button', { name: 'New shop' }).click();
  const create = page.getByRole('dialog', { name: 'Create a shop' });
  await create.getByLabel('Shop code').fill(`e2e-${suffix}`);
  await create.getByLabel('Shop name').fill(shopName);
  await create.getByLabel('Host names').fill(host);
  await create.getByLabel('Host names').press('Enter');
  await create.getByLabel('Default language').click();
  await page.locator('.ant-select-item-option', { hasText: 'English' }).click();
  await create.getByLabel("Owner's mobile number").fill(ownerPhone);
  await create.getByLabel('Catalogue').click();
  await page.locator('.ant-select-item-option', { hasText: '(demo)' }).click();
  await shoot(page, 'platform-create-shop-en-1280');
  await create.getByRole('button', { name: 'Create shop' }).click();
  const done = page.getByRole('dialog').filter({ hasText: `${shopName} is created` });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done).toContainText(`${host}`);
  await done.getByRole('button', { name: 'OK' }).click();
  const drawer = page.getByRole('dialog', { name: `Shop: ${shopName}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Not trading')).toBeVisible();

  // Not trading yet: the storefront is closed to customers.
  const owner = await page.context().newPage();
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.goto(tenantUrl(host));
  await expect(owner.getByRole('dialog', { name: 'Service not enabled' })).toBeVisible({ timeout: 30_000 });

  // The owner sets a password with the code the platform sent, and signs in.
  await owner.goto(tenantUrl(host, '/admin/login'));
  await owner.getByRole('button', { name: /Set one with an SMS code/ }).click();
  const form = owner.getByRole('form', { name: 'Set a password' });
  await form.getByLabel('Phone').fill(ownerPhone);
  await form.getByLabel('SMS code').fill(await smsCodeFor(request, host, ownerPhone));
  await form.getByLabel('New password', { exact: true }).fill('Owner1234');
  await form.getByLabel('Repeat the new password').fill('Owner1234');
  await shoot(owner, 'platform-owner-set-password-en-1280');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(owner.getByText('Password set. Sign in with it.')).toBeVisible();
  await expect(owner.getByLabel('Phone or username')).toHaveValue(ownerPhone);
  await owner.getByLabel('Password', { exact: true }).fill('Owner1234');
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('navigation', { name: 'Back office menu' })).toBeVisible({ timeout: 30_000 });
  // The copied catalogue is there for the owner to set up.
  await owner.goto(tenantUrl(host, '/admin/catalogue/games'));
  await expect(owner.getByText('王者荣耀').first()).toBeVisible({ timeout: 30_000 });

  // Before opening, the owner publishes a banner (the decoration screen has its own journey: here through its calls).
  const ownerToken = await apiLogin(request, host, ownerPhone, 'Owner1234');
  const bannerTitle = `Opening day ${suffix}`;
  const image = await uploadPhoto(request, host, ownerToken, 'opening.png', 90);
  const entry = await apiCall(request, host, '/api/staff/decoration/entries', {
    token: ownerToken,
    data: { area: 1, image, title: bannerTitle, link: '', startsAt: null, endsAt: null },
  });
  expect(entry.code, entry.msg).toBe(200);
  const published = await apiCall(request, host, '/api/staff/decoration/publish', { token: ownerToken, data: {} });
  expect(published.code, published.msg).toBe(200);

  // The platform grants trading in the console: the notice goes and the shop shows its banner.
  await drawer.getByRole('switch', { name: 'Trading service (5483)' }).click();
  await drawer.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByText('Trading (5483)')).toBeVisible();
  await owner.goto(tenantUrl(host));
  await expect(owner.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  await expect(owner.getByRole('dialog')).toHaveCount(0);
  await expect(owner.getByRole('banner')).toContainText(shopName);
  await expect(owner.getByRole('region', { name: 'Featured' }).locator(`img[alt="${bannerTitle}"]`)).toBeAttached();

  // Suspended in the console: its own notice, and a customer cannot sign in; resumed: open again.
  await drawer.getByRole('button', { name: 'Suspend shop' }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${shopName}` });
  await suspend.getByLabel('Reason (kept in the platform audit log)').fill('E2E check');
  await suspend.getByRole('button', { name: 'Suspend shop' }).click();
  await expect(drawer.getByText(/This shop is suspended/)).toBeVisible({ timeout: 30_000 });
  await owner.goto(tenantUrl(host));
  await expect(owner.getByRole('dialog', { name: 'Shop suspended' })).toBeVisible({ timeout: 30_000 });
  await shoot(owner, 'platform-suspended-en-1280');
  const refused = await apiCall(request, host, '/api/register', {
    data: { phone: uniquePhone(), smsCode: '123456', password: 'Buyer1234', agree: true },
  });
  expect((refused as unknown as { errorCode: string }).errorCode).toBe('TENANT_SUSPENDED');
  await drawer.getByRole('button', { name: 'Resume shop' }).click();
  await page.locator('.ant-popover').getByRole('button', { name: 'Resume shop' }).click();
  await expect(drawer.getByText(/This shop is suspended/)).toHaveCount(0, { timeout: 30_000 });
  await owner.goto(tenantUrl(host));
  await expect(owner.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });

  // Every step is in the platform audit, in words.
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Platform audit' })
    .click();
  await expect(page.getByText(`Platform admin resumed shop e2e-${suffix}.`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Platform admin suspended shop e2e-${suffix}: E2E check`)).toBeVisible();
  await shoot(page, 'platform-audit-en-1280');
});
