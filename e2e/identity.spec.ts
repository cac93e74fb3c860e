import type { APIRequestContext, Page } from '@playwright/test';
import { apiTarget, expect, tenantUrl, test } from './fixtures';

// The e2e server runs with CAPTCHA_ENABLED=false (the image captcha cannot be read by a test); route tests cover it.
const HOST = 'nova.localhost'; // English storefront
const NEW_PASSWORD = 'Fresh2026';

function uniquePhone(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

/** Reads the newest SMS code of a phone from the outbox, as the demo operator (what a person reads on a phone). */
async function smsCodeFor(request: APIRequestContext, phone: string): Promise<string> {
  const login = apiTarget(HOST, '/api/web/login');
  const session = await request.post(login.url, {
    headers: login.headers,
    data: { username: 'operator', password: 'Demo1234' },
  });
  const token = (await session.json()).data.token as string;
  for (let attempt = 0; attempt < 20; attempt++) {
    const outbox = apiTarget(HOST, `/api/staff/sms/outbox?phone=${phone}&limit=1`);
    const response = await request.get(outbox.url, { headers: { ...outbox.headers, token } });
    const body = (await response.json()) as { data: { rows: { body: string }[] } };
    const code = /\b(\d{6})\b/.exec(body.data.rows[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS for ${phone}`);
}

async function sendCodeAndFill(
  page: Page,
  request: APIRequestContext,
  phone: string,
  form = page.locator('form').first(),
) {
  // The e2e server allows a resend after 1 s (SMS_RESEND_SECONDS) so one journey can use one phone throughout.
  await page.waitForTimeout(1100);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
  await form.getByLabel('SMS code').fill(await smsCodeFor(request, phone));
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

test.describe.configure({ mode: 'serial' });

test('register with SMS, log out, log in by password and by SMS, reset the password, edit the profile, verify real name', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();

  // Register, arriving from a page that asked for login.
  await page.goto(tenantUrl(HOST, '/login?tab=register&fromRoute=%2Fpages%2FBasicInformation'));
  const register = page.locator('form').filter({ has: page.getByRole('button', { name: 'Register' }) });
  await register.getByLabel('Phone number').fill(phone);
  await sendCodeAndFill(page, request, phone, register);
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await register.getByLabel('Confirm password').fill('Secret123');
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/pages\/BasicInformation$/);
  expect(await storedToken(page)).toBeTruthy();

  // Log out; the old token no longer works.
  const oldToken = await storedToken(page);
  await logOut(page, phone);
  const profile = apiTarget(HOST, '/api/system/user/profile/new');
  const revoked = await page.request.get(profile.url, { headers: { ...profile.headers, token: oldToken ?? '' } });
  expect((await revoked.json()).code).toBe(401);

  // Log in by password.
  await page.goto(tenantUrl(HOST, '/login'));
  await page.getByLabel('Phone number or username').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl(HOST, '/'));
  expect(await storedToken(page)).toBeTruthy();
  await logOut(page, phone);

  // A wrong password is told inline.
  await page.goto(tenantUrl(HOST, '/login'));
  await page.getByLabel('Phone number or username').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Wrong account or password.')).toBeVisible();

  // Log in by SMS code.
  await page.getByText('SMS code login').click();
  const smsForm = page.locator('form').filter({ has: page.getByLabel('SMS code') });
  await smsForm.getByLabel('Phone number').fill(phone);
  await sendCodeAndFill(page, request, phone, smsForm);
  await smsForm.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(tenantUrl(HOST, '/'));
  await logOut(page, phone);

  // Reset the password, then log in with the new one.
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
  await page.getByLabel('Phone number or username').fill(phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/BasicInformation$/);

  // Edit the profile.
  await page.getByLabel('Nickname').fill('Journey tester');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nickname')).toHaveValue('Journey tester');

  // Real-name level one.
  const levelOne = page.getByRole('form', { name: 'Level 1: ID number' });
  await levelOne.getByRole('textbox', { name: 'Name', exact: true }).fill('Li Lei');
  await levelOne
    .getByRole('textbox', { name: /ID number$/ })
    .fill('11010119900307451X'.slice(0, 17) + checkDigit('11010119900307451'));
  await levelOne.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText(/1101\*{10}/)).toBeVisible();
});

function checkDigit(body: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0);
  return '10X98765432'[sum % 11] ?? '';
}
