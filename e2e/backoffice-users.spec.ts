import { apiCall, apiLogin, registerByApi, uniquePhone } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

// The English demo shop's back office. The user blocked and made staff here is registered by this spec (a phone
// no other spec uses), so no other spec's logins are touched.
const host = 'nova.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);

test.use({ signedIn: { sessions: [{ host, as: 'owner', app: 'backoffice', language: 'en-US' }] } });

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

test('an owner finds a user, blocks them (their session ends at once), unblocks them and makes them staff', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const phone = uniquePhone();
  const userToken = await registerByApi(page.request, host, phone, 'Demo1234');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(admin('/users'));
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible({ timeout: 30_000 });
  await expect(menu.getByRole('link', { name: /Staff$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Search users').fill(phone.slice(-8));
  await page.getByRole('button', { name: /Search/ }).click();
  await expect(page).toHaveURL(admin(`/users?q=${phone.slice(-8)}`));
  const row = page.getByRole('row', { name: new RegExp(masked(phone).replace(/\*/g, '\\*')) });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/admin\/users\?q=\d+&id=\d+$/);
  const drawer = page.getByRole('dialog', { name: /· ID \d+$/ });
  await expect(drawer.getByText(phone, { exact: true }).first()).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Wallet' })).toContainText('Available balance');

  await drawer.getByRole('button', { name: /Block/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Block / });
  await dialog.getByLabel('Reason').fill('E2E: chargeback fraud');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(page.getByText('The user is blocked and signed out.')).toBeVisible();
  await expect(drawer.getByText('Reason: E2E: chargeback fraud')).toBeVisible();
  await shoot(page, 'backoffice-users-blocked-1280');

  // Their session ended at once, and logging in is refused with a clear sentence.
  const profile = await apiCall(page.request, host, '/api/system/user/profile/new', { token: userToken });
  expect(profile.code).toBe(401);
  const login = await apiCall(page.request, host, '/api/web/login', {
    data: { username: phone, password: 'Demo1234' },
  });
  expect(login.code).toBe(403);
  expect(login.msg).toContain('blocked');

  await drawer.getByRole('button', { name: /Unblock/ }).click();
  const unblock = page.getByRole('dialog', { name: /^Unblock / });
  await unblock.getByLabel('Reason').fill('E2E: appeal accepted');
  await unblock.getByRole('button', { name: 'Unblock user' }).click();
  await expect(page.getByText('The user is unblocked.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Block/ })).toBeEnabled();
  expect((await apiLogin(page.request, host, phone, 'Demo1234')).length).toBeGreaterThan(10);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(admin(`/users?q=${phone.slice(-8)}`));

  // Staff: invite the user by phone as an operator, make them a recycler, remove them.
  await page.goto(admin('/staff'));
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a staff member' });
  await invite.getByLabel('Phone number').fill('19911110000');
  await invite.getByRole('button', { name: 'Invite staff' }).click();
  await expect(invite.getByText('No user with this phone — they must register first.')).toBeVisible();
  await invite.getByLabel('Phone number').fill(phone);
  await invite.getByRole('button', { name: 'Invite staff' }).click();
  await expect(page.getByText('The staff member was added.')).toBeVisible();
  const staffRow = page.getByRole('row', { name: new RegExp(masked(phone).replace(/\*/g, '\\*')) });
  await expect(staffRow).toContainText('Operator');
  await shoot(page, 'backoffice-staff-1280');

  await staffRow.getByRole('button', { name: /Change the roles/ }).click();
  const roles = page.getByRole('dialog', { name: /^Roles of / });
  await roles.getByRole('checkbox', { name: /Operator/ }).uncheck();
  await roles.getByRole('checkbox', { name: /Recycler/ }).check();
  await roles.getByRole('button', { name: 'Save' }).click();
  await expect(staffRow).toContainText('Recycler');
  await expect(staffRow).not.toContainText('Operator');

  await staffRow.getByRole('button', { name: /from staff/ }).click();
  await page.locator('.ant-popover').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(/is no longer staff/)).toBeVisible();
  await expect(staffRow).toHaveCount(0);
});

// The same screens in Chinese (the journey above runs in English); other widths are the screenshot script's.
test('the users and staff screens in Chinese', async ({ page, demoSessions }) => {
  test.setTimeout(90_000);
  await signIn(page, host, await demoSessions.of(host, 'owner'), 'backoffice', 'zh-CN');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(admin('/users?q=13800000001'));
  const row = page.getByRole('row', { name: /138\*\*\*\*0001/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await row.getByRole('cell').first().click();
  await expect(
    page
      .getByRole('dialog', { name: /· ID \d+$/ })
      .getByText('13800000001', { exact: true })
      .first(),
  ).toBeVisible();
  await shoot(page, 'backoffice-user-drawer-zh-CN-1280');
  await page.goto(admin('/staff'));
  await expect(page.getByRole('row', { name: /138\*\*\*\*0003/ })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'backoffice-staff-zh-CN-1280');
});
