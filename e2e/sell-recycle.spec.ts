import type { Page } from '@playwright/test';
import { apiCall, apiLogin } from './accounts';
import { expect, test } from './fixtures';
import { fillRequiredAttributes, logIn, money, PASSWORD, photo, type TemplateAttribute, t } from './selling-helpers';

/*
 * The two recycle ways to sell, as the demo seller does them: quick recycle in English on a desktop (a live quote
 * that follows the attributes, staff verify and pay, the quote lands in the wallet), and price competition in
 * Chinese on a phone (two recyclers quote sealed bids, the seller accepts one; the others are rejected).
 */

interface Game {
  id: number;
  name: string;
  type: string;
}

async function recycleTemplate(page: Page, host: string, games: Game[]) {
  const game = games.find((candidate) => candidate.type === 'mobile');
  if (!game) throw new Error(`no mobile game at ${host}`);
  const template = await apiCall<{ attributes: (TemplateAttribute & { onRecycleForm: boolean })[] }>(
    page.request,
    host,
    `/api/web/gameTemp?gameId=${game.id}`,
  );
  return { game, attributes: template.data.attributes.filter((attribute) => attribute.onRecycleForm) };
}

test('quick recycle in English on a desktop: a live quote, submitted, staff verify and pay into the wallet', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // lumen's own seller (the other journeys use nova's and the demo tenant's wallets), in English by the user's choice.
  const host = 'lumen.localhost';
  const locale = 'en-US';
  await page.addInitScript(() => localStorage.setItem('language', 'en-US'));
  await page.setViewportSize({ width: 1280, height: 900 });
  const games = await apiCall<Game[]>(request, host, '/api/web/game/Type');
  const { game, attributes } = await recycleTemplate(page, host, games.data);

  await logIn(page, host, locale, 'seller', `/pages/kuaisuhuishou?gameId=${game.id}`);
  await fillRequiredAttributes(page, attributes);
  const quote = page.getByTestId('recycle-quote');
  await expect(quote).toHaveText(/¥/);
  const first = await quote.textContent();
  // More of a counted attribute raises the quote: it follows the form as the seller types.
  const counted = attributes.find((attribute) => attribute.required && attribute.kind === 'number');
  if (!counted) throw new Error('the journey needs a required number attribute on the recycle form');
  await page.getByLabel(counted.name, { exact: true }).fill(String((counted.min ?? 0) + 50));
  await expect(quote).not.toHaveText(first ?? '');
  const quoted = (await quote.textContent()) ?? '';
  const quoteFen = Math.round(Number(quoted.replace(/[^\d.]/g, '')) * 100);
  await expect(page.getByRole('list', { name: t(locale, 'quickRecycle.quote.basisTitle') })).toBeVisible();

  await page.getByLabel(t(locale, 'consignment.contact.label'), { exact: true }).fill('QQ 10001000');
  await page.getByLabel(t(locale, 'consignment.login.label'), { exact: true }).fill('recycle_e2e_01');
  await page.getByLabel(t(locale, 'consignment.password.label'), { exact: true }).fill('Recycle-Pass-42');
  await page.getByRole('checkbox', { name: t(locale, 'quickRecycle.agreement.accept') }).check();
  await page
    .getByRole('button', { name: t(locale, 'quickRecycle.submit', { amount: money(quoteFen, locale) }) })
    .click();
  await page.getByRole('button', { name: t(locale, 'quickRecycle.confirm.ok') }).click();
  await expect(page.getByText(t(locale, 'quickRecycle.finish.title'))).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // Staff verify (every checklist step) and pay.
  const staff = await apiLogin(request, host, 'operator', PASSWORD);
  const verified = await apiCall<{ checklist: { step: string }[] }>(request, host, `/api/staff/recycle/${id}/verify`, {
    token: staff,
    data: {},
  });
  expect(verified.code, verified.msg).toBe(200);
  const detail = await apiCall<{ checklist: { step: string }[] }>(request, host, `/api/staff/recycle/${id}`, {
    token: staff,
  });
  for (const { step } of detail.data.checklist) {
    const done = await apiCall(request, host, `/api/staff/recycle/${id}/checklist`, {
      token: staff,
      data: { step, done: true, note: 'checked' },
    });
    expect(done.code, done.msg).toBe(200);
  }
  const paid = await apiCall(request, host, `/api/staff/recycle/${id}/pay`, { token: staff, data: {} });
  expect(paid.code, paid.msg).toBe(200);

  // The seller's recycle requests show it paid; the wallet holds the quote. The back-office recycling journey may
  // pay lumen's seller at the same time, so the available balance (the wallet's first amount) is at least the quote.
  await page.goto(page.url().replace(/\/pages\/finish.*$/, '/pages/other/goodsList?tab=recycle'));
  await expect(page.getByText(t(locale, 'quickRecycle.status.listed')).first()).toBeVisible();
  const wallet = page.getByRole('region', { name: t(locale, 'wallet.title') });
  const availableFen = async () => {
    const amount = /¥([\d,]+)\.(\d{2})/.exec((await wallet.textContent()) ?? '');
    return amount ? Number(amount[1]?.replaceAll(',', '')) * 100 + Number(amount[2]) : 0;
  };
  await expect.poll(availableFen).toBeGreaterThanOrEqual(quoteFen);
});

test('price competition in Chinese on a phone: two recyclers quote, the seller accepts the higher one', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const host = 'localhost';
  const locale = 'zh-CN';
  await page.setViewportSize({ width: 390, height: 844 });
  const games = await apiCall<Game[]>(request, host, '/api/web/game/Type');
  const { game, attributes } = await recycleTemplate(page, host, games.data);

  await logIn(page, host, locale, 'seller', `/pages/jingjiahuishou?gameId=${game.id}`);
  await page.getByLabel(t(locale, 'consignment.region.operator'), { exact: true }).click();
  await page.getByLabel(t(locale, 'consignment.region.operator'), { exact: true }).press('Enter');
  await page.getByLabel(t(locale, 'consignment.region.area'), { exact: true }).click();
  await page.getByLabel(t(locale, 'consignment.region.area'), { exact: true }).press('Enter');
  const server = page.getByLabel(t(locale, 'consignment.region.server'), { exact: true });
  if (await server.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await server.click();
    await server.press('Enter');
  }
  await fillRequiredAttributes(page, attributes);
  await page
    .getByLabel(t(locale, 'bidding.screenshots.label'), { exact: true })
    .setInputFiles([await photo('one.png', 60), await photo('two.png', 180)]);
  await expect(
    page.getByRole('button', { name: t(locale, 'consignment.screenshots.preview', { index: 2 }), exact: true }),
  ).toBeVisible();
  await page.getByLabel(t(locale, 'consignment.contact.label'), { exact: true }).fill('微信 seller_e2e');
  await page.getByLabel(t(locale, 'consignment.login.label'), { exact: true }).fill('bid_e2e_01');
  await page.getByLabel(t(locale, 'consignment.password.label'), { exact: true }).fill('Bid-Pass-42');
  await page.getByRole('checkbox', { name: t(locale, 'bidding.agreement.accept') }).check();
  await page.getByRole('button', { name: t(locale, 'bidding.submit') }).click();
  await page
    .getByRole('dialog', { name: t(locale, 'bidding.confirm.title') })
    .getByRole('button', { name: t(locale, 'bidding.confirm.ok') })
    .click();
  await expect(page).toHaveURL(/jingjiahuishouPriceList\?backId=\d+/);
  const backId = Number(new URL(page.url()).searchParams.get('backId'));

  // Two recyclers quote sealed bids: each sees only their own.
  const low = await apiLogin(request, host, 'recycler', PASSWORD);
  const high = await apiLogin(request, host, 'recycler2', PASSWORD);
  for (const [token, amountFen] of [
    [low, 30_000],
    [high, 42_000],
  ] as const) {
    const quoted = await apiCall(request, host, `/api/recycler/pool/${backId}/quote`, { token, data: { amountFen } });
    expect(quoted.code, quoted.msg).toBe(200);
  }
  const pool = await apiCall<{ rows: unknown[] }>(request, host, '/api/recycler/pool?pageSize=50', { token: low });
  expect(JSON.stringify(pool.data)).not.toContain('42000');

  // The seller sees both and accepts the higher; the other is rejected.
  await page.reload();
  const accept = money(42_000, locale);
  await page.getByRole('button', { name: t(locale, 'bidding.accept.buttonLabel', { amount: accept }) }).click();
  await page
    .getByRole('dialog', { name: t(locale, 'bidding.accept.title', { amount: accept }) })
    .getByRole('button', { name: t(locale, 'bidding.accept.ok') })
    .click();
  await expect(page.getByText(t(locale, 'bidding.accept.done'))).toBeVisible();
  const mine = await apiCall<{ rows: { status: string; request: { id: number } }[] }>(
    request,
    host,
    '/api/recycler/quotes?pageSize=50',
    { token: low },
  );
  expect(mine.data.rows.find((row) => row.request.id === backId)?.status).toBe('rejected');
  await page.screenshot({ path: test.info().outputPath('bidding-quotes-zh-CN.png'), fullPage: true });
});
