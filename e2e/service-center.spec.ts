import type { Page } from '@playwright/test';
import { apiCall, registerByApi, registerSessionByApi, uniquePhone } from './accounts';
import { apiTarget, expect, signIn, tenantUrl, test } from './fixtures';
import { photo } from './selling-helpers';
import { shoot } from './shots';

/**
 * Service and trust (#13): a merchant application rejected by the owner and submitted again; the anti-scam staff
 * check for a genuine and a fake account; the personal center's counts on desktop and phone.
 */
const HOST = 'nova.localhost'; // English storefront
const PASSWORD = 'Secret123';

test.use({ signedIn: { sessions: [{ host: HOST, as: 'owner', app: 'backoffice', language: 'en-US' }] } });

async function uploadIdPhotos(page: Page) {
  const form = page.getByRole('form', { name: 'Merchant application' });
  await form.getByLabel('ID card (front)').setInputFiles(await photo('front.png', 40));
  await form.getByLabel('ID card (back)').setInputFiles(await photo('back.png', 210));
  for (const side of ['ID front', 'ID back']) {
    await expect(form.getByRole('img', { name: side }).first()).toHaveAttribute('src', /^blob:/);
  }
}

test('a merchant application is rejected with a reason, then submitted again pre-filled', async ({
  page,
  request,
  demoSessions,
}) => {
  // Four private uploads and two submissions: the longest journey here.
  test.setTimeout(150_000);
  const phone = uniquePhone();
  const user = await registerSessionByApi(request, HOST, phone, PASSWORD);
  const { token } = user;
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/api\/(upload|common)\//.test(sent.url())) uploads.push(sent.url());
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, HOST, user);
  await page.goto(tenantUrl(HOST, '/pages/other/shenqingShangjia'));
  const form = page.getByRole('form', { name: 'Merchant application' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Real name', exact: true }).fill('Li Lei');
  await form.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Li Lei');
  await form.getByRole('textbox', { name: 'Contact phone', exact: true }).fill(phone);
  await form.getByRole('textbox', { name: 'WeChat', exact: true }).fill('lilei_trade');
  await uploadIdPhotos(page);
  const games = form.getByRole('combobox', { name: 'Games you trade' });
  await games.click();
  await expect(games).toHaveAttribute('aria-expanded', 'true');
  await games.press('Enter');
  await games.press('Escape');
  await form.getByRole('radio', { name: '10–50 a month' }).check();
  await form.getByRole('textbox', { name: 'Anything else', exact: true }).fill('Three years trading accounts.');
  await shoot(page, 'merchant-form-desktop');
  await form.getByRole('button', { name: 'Submit application' }).click();

  const card = page.getByRole('region', { name: 'Your merchant application' });
  await expect(card.getByText('Under review')).toBeVisible();
  await expect(card.getByText('Provided: ID card (front), ID card (back)')).toBeVisible();
  for (const url of uploads) expect(url).toContain('/api/upload/private?purpose=merchant-doc');
  await shoot(page, 'merchant-pending');

  // The owner rejects it (the back office's calls); the applicant sees the reason.
  const owner = (await demoSessions.of(HOST, 'owner')).token;
  const mine = await apiCall<{ id: number; documents: { idFront: boolean } }>(
    request,
    HOST,
    '/api/customer/audit/lastOne',
    {
      token,
    },
  );
  expect(mine.data.documents.idFront).toBe(true);
  const rejected = await apiCall(request, HOST, `/api/staff/merchant-applications/${mine.data.id}/reject`, {
    token: owner,
    data: { reason: 'The ID photos are blurred; take them again in daylight.' },
  });
  expect(rejected.code, rejected.msg).toBe(200);

  await page.reload();
  await expect(card.getByText('Rejected')).toBeVisible();
  await expect(card.getByText('Reason: The ID photos are blurred; take them again in daylight.')).toBeVisible();
  await shoot(page, 'merchant-rejected');
  await card.getByRole('button', { name: 'Apply again' }).click();
  await expect(form.getByRole('textbox', { name: 'Real name', exact: true })).toHaveValue('Li Lei');
  await expect(form.getByRole('textbox', { name: 'WeChat', exact: true })).toHaveValue('lilei_trade');
  await uploadIdPhotos(page);
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(card.getByText('Under review')).toBeVisible();

  const latest = await apiCall<{ id: number; status: string }>(request, HOST, '/api/customer/audit/lastOne', { token });
  expect(latest.data.status).toBe('pending');
  expect(latest.data.id).not.toBe(mine.data.id);

  // Phone width: the status card in one column.
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, 'merchant-pending-phone');
});

test('the staff check tells a genuine staff account from a fake one', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, HOST, await registerSessionByApi(request, HOST, uniquePhone(), PASSWORD));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl(HOST, '/pages/other/geren'));
  const check = page.getByRole('region', { name: 'Is it really our staff?' });
  const input = check.getByLabel('QQ number, WeChat id or phone number');

  await input.fill('  Nova-Support ');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('Genuine staff: Mia, customer service (WeChat)')).toBeVisible();
  await shoot(page, 'staff-check-genuine');

  await input.fill('nova_kefu_888');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('“nova_kefu_888” is not one of our staff — beware')).toBeVisible();
  await expect(check.getByText(/Never pay, transfer or share codes outside the platform/)).toBeVisible();
  await shoot(page, 'staff-check-fake');
});

test('the personal center shows my counts, each a link to its list, on desktop and phone', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(90_000);
  const buyer = await demoSessions.of(HOST, 'buyer');
  const { token } = buyer;
  const summary = await apiCall<{ orders: Record<string, number> }>(request, HOST, '/api/account/center/summary', {
    token,
  });
  expect(summary.code).toBe(200);

  await signIn(page, HOST, buyer);
  await signIn(page, 'localhost', await demoSessions.of('localhost', 'buyer'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl(HOST, '/pages/other/geren'));
  const orders = page.getByRole('region', { name: /My orders/ });
  const completed = orders.getByRole('link', { name: /Completed/ });
  await expect(completed).toContainText(String(summary.data.orders.completed));
  await expect(page.getByRole('region', { name: 'My services' }).getByRole('link', { name: /Feedback/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Is it really our staff?' })).toBeVisible();
  await shoot(page, 'personal-center-desktop');

  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, 'personal-center-phone');
  await completed.click();
  await expect(page).toHaveURL(tenantUrl(HOST, '/pages/other/orderList?status=completed'));
  // The Chinese demo shop: the same hub in Chinese, at phone and desktop width.
  await page.goto(tenantUrl('localhost', '/pages/other/geren'));
  await expect(page.getByRole('region', { name: /我的订单/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '验证官方人员' })).toBeVisible();
  await shoot(page, 'personal-center-zh-phone');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'personal-center-zh-desktop');
});

test('the owner reviews a merchant application in the back office and approves it with next steps', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phone = uniquePhone();
  const token = await registerByApi(request, HOST, phone, PASSWORD);
  const upload = async (hue: number) => {
    const target = apiTarget(HOST, '/api/upload/private?purpose=merchant-doc');
    const response = await request.post(target.url, {
      headers: { ...target.headers, token },
      multipart: { file: await photo(`id-${hue}.png`, hue) },
    });
    return ((await response.json()) as { data: { ref: string } }).data.ref;
  };
  const games = await apiCall<{ id: number }[]>(request, HOST, '/api/web/game/Type');
  const name = `E2E Merchant ${phone.slice(-4)}`;
  const applied = await apiCall<{ id: number }>(request, HOST, '/api/customer/audit', {
    token,
    data: {
      kind: 'individual',
      realName: name,
      contactName: name,
      phone,
      idFrontImage: await upload(60),
      idBackImage: await upload(180),
      gameIds: [games.data[0]?.id],
      monthlyVolume: '50to200',
    },
  });
  expect(applied.code, applied.msg).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl(HOST, `/admin/merchant-applications?id=${applied.data.id}`));
  await expect(page.getByRole('heading', { name: 'Merchant applications', level: 1 })).toBeVisible({ timeout: 30_000 });
  const drawer = page.getByRole('dialog', { name: 'Merchant application' });
  await expect(drawer.getByText(name).first()).toBeVisible();
  await expect(drawer.getByRole('img', { name: 'ID card (front)' })).toHaveAttribute('src', /^blob:/);
  await shoot(page, 'bo-merchant-application-1280');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await shoot(page, 'bo-merchant-application-1920');

  await drawer.getByRole('button', { name: /Approve/ }).click();
  const modal = page.getByRole('dialog', { name: `Approve ${name}?` });
  await modal.getByRole('textbox').fill('Our manager adds your WeChat today to sign the agreement.');
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application approved')).toBeVisible();
  const latest = await apiCall<{ status: string; decisionNote: string }>(request, HOST, '/api/customer/audit/lastOne', {
    token,
  });
  expect(latest.data).toMatchObject({
    status: 'approved',
    decisionNote: 'Our manager adds your WeChat today to sign the agreement.',
  });

  await page.goto(tenantUrl(HOST, '/admin/staff-contacts'));
  await expect(page.getByRole('heading', { name: 'Staff contacts', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('nova-support')).toBeVisible();
  await shoot(page, 'bo-staff-contacts-1920');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'bo-staff-contacts-1280');
});
