import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiCall, registerByApi, smsCodeFor, uniquePhone } from './accounts';
import { expect, tenantUrl, test } from './fixtures';

// The e2e server runs with CAPTCHA_ENABLED=false (the image captcha cannot be read by a test); route tests cover it.
// Each step of the account journey is a test of its own with a fresh user, so they run side by side and a slow
// machine fails one step with its name rather than timing out the whole journey.
const HOST = 'nova.localhost'; // English storefront
const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Fresh2026';

async function sendCodeAndFill(page: Page, request: APIRequestContext, phone: string, form: Locator) {
  // The e2e server allows a resend after 1 s (SMS_RESEND_SECONDS) so one test can use one phone throughout.
  await page.waitForTimeout(1100);
  await form.getByRole('button', { name: 'Send code' }).click();
  // Not the "Resend in" countdown: with a 1 s resend window a slow machine may be past it before it is looked at.
  await expect(form.getByText(/Code sent/)).toBeVisible();
  await form.getByLabel('SMS code').fill(await smsCodeFor(request, HOST, phone));
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

/** Logs out through the header: the user menu (masked phone as nickname), Log out, Confirm. */
async function logOut(page: Page, phone: string) {
  await page.getByRole('button', { name: `${phone.slice(0, 3)}****${phone.slice(7)}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm to log out of the current account?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logout succeeded')).toBeVisible();
}

async function logInByPassword(page: Page, phone: string, password: string) {
  await page.getByLabel('Phone number or username').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('register with SMS from a page that asked for login, then log out: the old token stops working', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  await page.goto(tenantUrl(HOST, '/login?tab=register&fromRoute=%2Fpages%2FBasicInformation'));
  const register = page.locator('form').filter({ has: page.getByRole('button', { name: 'Register' }) });
  await register.getByLabel('Phone number').fill(phone);
  await sendCodeAndFill(page, request, phone, register);
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await register.getByLabel('Confirm password').fill(PASSWORD);
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/pages\/BasicInformation$/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  await logOut(page, phone);
  const revoked = await apiCall(request, HOST, '/api/system/user/profile/new', { token: token ?? '' });
  expect(revoked.code).toBe(401);
});

test('log in by password (a wrong one is told inline) and by SMS code', async ({ page, request }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  await registerByApi(request, HOST, phone, PASSWORD);

  await page.goto(tenantUrl(HOST, '/login'));
  await logInByPassword(page, phone, PASSWORD);
  await expect(page).toHaveURL(tenantUrl(HOST, '/'));
  expect(await storedToken(page)).toBeTruthy();
  await logOut(page, phone);

  await logInByPassword(page, phone, 'Wrong1234');
  await expect(page.getByText('Wrong account or password.')).toBeVisible();

  await page.getByText('SMS code login').click();
  const smsForm = page.locator('form').filter({ has: page.getByLabel('SMS code') });
  await smsForm.getByLabel('Phone number').fill(phone);
  await sendCodeAndFill(page, request, phone, smsForm);
  await smsForm.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl(HOST, '/'));
  expect(await storedToken(page)).toBeTruthy();
});

test('reset the password by SMS, then log in with the new one and arrive where login was asked', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  await registerByApi(request, HOST, phone, PASSWORD);

  await page.goto(tenantUrl(HOST, '/login'));
  await page.getByText('Forgot password?').click();
  const reset = page.locator('form').filter({ has: page.getByRole('button', { name: 'Reset password' }) });
  await reset.getByLabel('Phone number').fill(phone);
  await sendCodeAndFill(page, request, phone, reset);
  await reset.getByLabel('New password').fill(NEW_PASSWORD);
  await reset.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await page.goto(tenantUrl(HOST, '/login?fromRoute=%2Fpages%2FBasicInformation'));
  await logInByPassword(page, phone, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/pages\/BasicInformation$/);
  const old = await apiCall(request, HOST, '/api/web/login', { data: { username: phone, password: PASSWORD } });
  expect(old.code).not.toBe(200);
});

test('edit the profile and verify the real name (level one)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  await registerByApi(request, HOST, phone, PASSWORD);
  await page.goto(tenantUrl(HOST, '/login?fromRoute=%2Fpages%2FBasicInformation'));
  await logInByPassword(page, phone, PASSWORD);
  await expect(page).toHaveURL(/\/pages\/BasicInformation$/);

  await page.getByLabel('Nickname').fill('Journey tester');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Journey tester');

  const levelOne = page.getByRole('form', { name: 'Level 1: ID number' });
  await levelOne.getByRole('textbox', { name: 'Name', exact: true }).fill('Li Lei');
  await levelOne.getByRole('textbox', { name: /ID number$/ }).fill(withCheckDigit(`11010119900307${phone.slice(-3)}`));
  await levelOne.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText(/1101\*{10}/)).toBeVisible();
});

/** A valid 18-digit ID number from its first 17 digits (the checksum of GB 11643). */
function withCheckDigit(body: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return body + ('10X98765432'[sum % 11] ?? '');
}
