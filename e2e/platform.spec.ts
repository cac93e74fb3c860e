import { apiCall, apiLogin, DEMO_PASSWORD, smsCodeFor, uniquePhone } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

/*
 * Issue 25: the platform opens a shop. The platform admin creates it through the platform API (the console's screens
 * have their own tests), its new owner sets a password with the SMS code the platform sent and signs in before the
 * shop trades, the storefront stays closed until the platform grants service 5483, and a suspended shop shows its
 * own notice. One language (English); the console's Chinese is covered by its component tests.
 */
const PLATFORM = 'platform.localhost';

test('a new shop: the owner sets a password by SMS and signs in before opening; granting 5483 opens it; suspending closes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const suffix = `${Date.now().toString(36).slice(-5)}${test.info().parallelIndex}`;
  const host = `shop${suffix}.localhost`;
  const ownerPhone = uniquePhone();
  const platformToken = await apiLogin(request, PLATFORM, 'platform', DEMO_PASSWORD);
  const created = await apiCall<{ tenant: { id: number } }>(request, PLATFORM, '/api/platform/tenants', {
    token: platformToken,
    data: {
      code: `e2e-${suffix}`,
      name: `E2E Shop ${suffix}`,
      hosts: [host],
      locale: 'en-US',
      useTheme: 1,
      serviceGroups: [],
      ownerPhone,
      catalogueFrom: 'demo',
    },
  });
  expect(created.code, created.msg).toBe(200);
  const id = created.data.tenant.id;

  // Not trading yet: the storefront is closed to customers.
  await page.goto(tenantUrl(host));
  await expect(page.getByRole('dialog', { name: 'Service not enabled' })).toBeVisible({ timeout: 30_000 });

  // The owner sets a password with the code the platform sent, and signs in.
  await page.goto(tenantUrl(host, '/admin/login'));
  await page.getByRole('button', { name: /Set one with an SMS code/ }).click();
  const form = page.getByRole('form', { name: 'Set a password' });
  await form.getByLabel('Phone').fill(ownerPhone);
  await form.getByLabel('SMS code').fill(await smsCodeFor(request, host, ownerPhone));
  await form.getByLabel('New password', { exact: true }).fill('Owner1234');
  await form.getByLabel('Repeat the new password').fill('Owner1234');
  await shoot(page, 'platform-owner-set-password-en-1280');
  await form.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password set. Sign in with it.')).toBeVisible();
  await expect(page.getByLabel('Phone or username')).toHaveValue(ownerPhone);
  await page.getByLabel('Password', { exact: true }).fill('Owner1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeVisible({ timeout: 30_000 });
  // The copied catalogue is there for the owner to set up.
  await page.goto(tenantUrl(host, '/admin/catalogue/games'));
  await expect(page.getByText('王者荣耀').first()).toBeVisible({ timeout: 30_000 });

  // The platform grants trading: the notice goes.
  const granted = await apiCall(request, PLATFORM, `/api/platform/tenants/${id}`, {
    token: platformToken,
    method: 'PUT',
    data: { serviceGroups: ['5483'] },
  });
  expect(granted.code, granted.msg).toBe(200);
  await page.goto(tenantUrl(host));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Suspended: its own notice, and a customer cannot sign in; resumed: open again.
  const suspended = await apiCall(request, PLATFORM, `/api/platform/tenants/${id}/suspend`, {
    token: platformToken,
    data: { reason: 'E2E check' },
  });
  expect(suspended.code, suspended.msg).toBe(200);
  await page.goto(tenantUrl(host));
  await expect(page.getByRole('dialog', { name: 'Shop suspended' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'platform-suspended-en-1280');
  const refused = await apiCall(request, host, '/api/register', {
    data: { phone: uniquePhone(), smsCode: '123456', password: 'Buyer1234', agree: true },
  });
  expect((refused as unknown as { errorCode: string }).errorCode).toBe('TENANT_SUSPENDED');
  await apiCall(request, PLATFORM, `/api/platform/tenants/${id}/resume`, { token: platformToken, data: {} });
  await page.goto(tenantUrl(host));
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
});
