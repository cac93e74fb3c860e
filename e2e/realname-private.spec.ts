import { apiCall, idNumberFor, registerSessionByApi, uniquePhone } from './accounts';
import { apiTarget, expect, signIn, tenantUrl, test } from './fixtures';
import { photo } from './selling-helpers';
import { shoot } from './shots';

/**
 * Real-name level two with private uploads (#11 item 13): the ID card photos go through the private upload call,
 * show from object URLs (they have no public address), and are then readable only by their owner and, audited, by
 * the shop's staff.
 */
const HOST = 'nova.localhost'; // English storefront; a fresh user of its own
const PASSWORD = 'Secret123';

test('ID card photos are uploaded privately, previewed from the browser and sent for review', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(90_000);
  const phone = uniquePhone();
  const user = await registerSessionByApi(request, HOST, phone, PASSWORD);
  const { token } = user;
  const levelOne = await apiCall(request, HOST, '/api/realname/auth', {
    token,
    data: { name: '李雷', idNumber: idNumberFor(phone) },
  });
  expect(levelOne.code, levelOne.msg).toBe(200);

  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && /\/api\/(upload|common)\//.test(sent.url())) uploads.push(sent.url());
  });
  await signIn(page, HOST, user);
  await page.goto(tenantUrl(HOST, '/pages/BasicInformation'));

  const levelTwo = page.getByRole('form', { name: 'Level 2: ID card photos' });
  await levelTwo.getByLabel('Front (photo side)').setInputFiles(await photo('front.png', 30));
  await levelTwo.getByLabel('Back (national emblem side)').setInputFiles(await photo('back.png', 200));
  // Each tile shows its picture from an object URL: there is no public address to show it from.
  for (const side of ['Front', 'Back']) {
    await expect(levelTwo.getByRole('img', { name: side }).first()).toHaveAttribute('src', /^blob:/);
  }
  expect(uploads).toHaveLength(2);
  for (const url of uploads) expect(url).toContain('/api/upload/private?purpose=realname');
  await shoot(page, 'realname-level-two-photos');

  await levelTwo.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Your ID card photos are under review.')).toBeVisible();
  await shoot(page, 'realname-level-two-pending');

  // The shop's staff see the submission with opaque references; the photos open only for the owner.
  const operator = await demoSessions.of(HOST, 'operator');
  const reviews = await apiCall<{ rows: { userId: number; frontImage: string; backImage: string }[] }>(
    request,
    HOST,
    '/api/staff/realname/reviews?pageSize=100',
    { token: operator.token },
  );
  const profile = await apiCall<{ userId: number }>(request, HOST, '/api/system/user/profile/new', { token });
  const mine = reviews.data.rows.find((row) => row.userId === profile.data.userId);
  expect(mine?.frontImage).toMatch(/^private:[0-9a-f-]{36}$/);
  const id = mine?.frontImage.slice('private:'.length) ?? '';
  const read = (asToken?: string) => {
    const target = apiTarget(HOST, `/api/upload/private/${id}`);
    return request.get(target.url, { headers: { ...target.headers, ...(asToken ? { token: asToken } : {}) } });
  };
  const own = await read(token);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('no-store');
  expect((await read()).status()).toBe(401);
  expect((await read(operator.token)).status()).toBe(404);
});
