import type { Page } from '@playwright/test';
import { apiCall, registerByApi, registerSessionByApi, uniquePhone } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';
import { photo } from './selling-helpers';
import { shoot } from './shots';

/**
 * Feedback (#13): a user sends feedback with a screenshot (uploaded to the private store), staff reply through the
 * API, and the user sees the reply with its unread mark, which goes once the thread is opened. Then the shop's
 * back office shows the thread with the image through its audited route.
 */
const HOST = 'nova.localhost'; // English storefront; a fresh user of its own
const PASSWORD = 'Secret123';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

test.use({ signedIn: { sessions: [{ host: HOST, as: 'operator', app: 'backoffice', language: 'en-US' }] } });

test('a user sends feedback with a screenshot and reads the staff reply marked unread', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(90_000);
  const user = await registerSessionByApi(request, HOST, uniquePhone(), PASSWORD);
  await signIn(page, HOST, user);
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/api\/(upload|common)\//.test(sent.url())) uploads.push(sent.url());
  });

  await page.goto(tenantUrl(HOST, '/pages/other/fankui'));

  await chooseOption(page, 'Category', 'Payment');
  await page.getByLabel('Description').fill('I paid twice for the same order. Please refund one payment.');
  await page.getByLabel('Screenshots (optional)').setInputFiles(await photo('payment.png', 60));
  await expect(page.getByRole('img', { name: 'Screenshot 1' })).toHaveAttribute('src', /^blob:/);
  expect(uploads).toEqual([expect.stringContaining('/api/upload/private?purpose=feedback')]);
  await page.getByLabel('Contact (optional)').fill('wx: e2e_player');
  await shoot(page, 'feedback-form-1280');
  await page.getByRole('button', { name: 'Send feedback' }).click();

  // The new thread opens in a drawer; the screenshot shows from the private route (an object URL).
  await expect(page).toHaveURL(/tab=mine.*id=\d+/);
  const threadId = Number(new URL(page.url()).searchParams.get('id'));
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('I paid twice for the same order.', { exact: false })).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'Screenshot 1' })).toHaveAttribute('src', /^blob:/);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Staff answer through the API.
  const operator = (await demoSessions.of(HOST, 'operator')).token;
  const reply = await apiCall(request, HOST, `/api/staff/feedback/${threadId}/reply`, {
    token: operator,
    data: { text: 'We refunded the second payment; it reaches you within a day.' },
  });
  expect(reply.code, reply.msg).toBe(200);

  await page.reload();
  const list = page.getByRole('list', { name: 'My feedback' });
  await expect(list.getByText('New reply')).toBeVisible();
  await expect(list.getByText('Replied')).toBeVisible();
  await expect(page.getByTitle('1 new reply')).toBeVisible();
  await shoot(page, 'feedback-list-unread-1280');
  await list.getByRole('button', { name: /Open Payment/ }).click();
  await expect(page.getByRole('dialog').getByText('We refunded the second payment', { exact: false })).toBeVisible();
  await shoot(page, 'feedback-thread-1280');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(list.getByText('New reply')).toHaveCount(0);
  await expect(page.getByTitle('1 new reply')).toHaveCount(0);

  // On a phone the page works in one column, the thread full width.
  await page.setViewportSize({ width: 375, height: 800 });
  await list.getByRole('button', { name: /Open Payment/ }).click();
  await expect(page.getByRole('dialog').getByLabel('Add a reply')).toBeVisible();
  await shoot(page, 'feedback-thread-375');
});

test('the back office inbox shows a user’s thread and staff reply from it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();
  const token = await registerByApi(request, HOST, phone, PASSWORD);
  const created = await apiCall<{ id: number }>(request, HOST, '/api/account/problem', {
    token,
    data: { category: 'complaint', text: 'The seller asked me to pay outside the platform.' },
  });
  expect(created.code, created.msg).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(tenantUrl(HOST, '/admin'));
  await page.getByRole('navigation', { name: 'Back office menu' }).getByText('Feedback', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/feedback/);
  await page.getByRole('button', { name: `Open feedback #${created.data.id}` }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('The seller asked me to pay outside the platform.')).toBeVisible();
  await drawer.getByLabel('Reply to the user').fill('Never pay outside the platform; we have warned the seller.');
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await expect(drawer.getByText('Replied')).toBeVisible();
  await shoot(page, 'backoffice-feedback-1280');

  const unread = await apiCall<{ unread: number }>(request, HOST, '/api/account/problem/unread', { token });
  expect(unread.data).toEqual({ unread: 1 });

  // The blacklist screen beside it lists the shop's seeded entries, logins masked.
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Back office menu' }).getByText('Blacklist', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blacklist/);
  await expect(page.getByRole('table').getByText('Retrieval fraud').first()).toBeVisible();
  await expect(page.getByRole('table').getByText('scam_demo_01')).toHaveCount(0);
  await shoot(page, 'backoffice-blacklist-1280');
  await page.setViewportSize({ width: 1920, height: 1000 });
  await shoot(page, 'backoffice-blacklist-1920');
});
