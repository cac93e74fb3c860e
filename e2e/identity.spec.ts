import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiCall, idNumberFor, registerByApi, registerSessionByApi, smsCodeFor, uniquePhone } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';

// The e2e server runs with CAPTCHA_ENABLED=false (the image captcha cannot be read by a test); route tests cover it.
// Each step of the account journey is a test of its own with a fresh user, so they run side by side and a slow
// machine fails one step with its name rather than timing out the whole journey.
const HOST = 'nova.localhost'; // English storefront
const PASSWORD = 'Secret123';
const NEW_PASSWORD = 'Fresh2026';

async function sendCodeAndFill(request: APIRequestContext, phone: string, form: Locator) {
  // The e2e server sends a phone a new code 1 s after its last one (SMS_RESEND_SECONDS), so one test can use one phone
  // throughout: a code asked for sooner (just after registering) is refused, and asked for again until it is sent.
  await expect(async () => {
    await form.getByRole('button', { name: 'Send code' }).click({ timeout: 2_000 });
    // Not the "Resend in" countdown: with a 1 s resend window a slow machine may be past it before it is looked at.
    await expect(form.getByText(/Code sent/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
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
  await sendCodeAndFill(request, phone, register);
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
  await sendCodeAndFill(request, phone, smsForm);
  await smsForm.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl(HOST, '/'));
  expect(await storedToken(page)).toBeTruthy();
});

test('reset the password by SMS: the new one logs in, the old one no longer does', async ({ page, request }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  await registerByApi(request, HOST, phone, PASSWORD);

  await page.goto(tenantUrl(HOST, '/login'));
  await page.getByText('Forgot password?').click();
  const reset = page.locator('form').filter({ has: page.getByRole('button', { name: 'Reset password' }) });
  await reset.getByLabel('Phone number').fill(phone);
  await sendCodeAndFill(request, phone, reset);
  await reset.getByLabel('New password').fill(NEW_PASSWORD);
  await reset.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // The new password logs in (the login form itself is the test above); the old one no longer does.
  const fresh = await apiCall(request, HOST, '/api/web/login', { data: { username: phone, password: NEW_PASSWORD } });
  expect(fresh.code, fresh.msg).toBe(200);
  const old = await apiCall(request, HOST, '/api/web/login', { data: { username: phone, password: PASSWORD } });
  expect(old.code).not.toBe(200);
});

test('edit the profile and verify the real name (level one)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  await signIn(page, HOST, await registerSessionByApi(request, HOST, phone, PASSWORD));
  await page.goto(tenantUrl(HOST, '/pages/BasicInformation'));

  await page.getByLabel('Nickname').fill('Journey tester');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Journey tester');

  const levelOne = page.getByRole('form', { name: 'Level 1: ID number' });
  await levelOne.getByRole('textbox', { name: 'Name', exact: true }).fill('Li Lei');
  await levelOne.getByRole('textbox', { name: /ID number$/ }).fill(idNumberFor(phone));
  await levelOne.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText(/1101\*{10}/)).toBeVisible();
});
