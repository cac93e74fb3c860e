import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { approveListingByApi, sellToNewBuyer, setPayoutHold } from './listings';
import {
  chooseFirst,
  fillRequiredAttributes,
  money,
  PASSWORD,
  photo,
  type TemplateAttribute,
  t,
} from './selling-helpers';
import { shoot } from './shots';

const PRICE_YUAN = 500;
// DOMAIN: 5 % commission with a ¥50 minimum: ¥500 × 5 % = ¥25, so the minimum applies.
const PROCEEDS_FEN = PRICE_YUAN * 100 - 5_000;
const WITHDRAW_YUAN = 100;
const GAME_PASSWORD = 'Secret-Game-Pass-42';

/*
 * Selling by consignment, as the demo seller (`seller`, real-name level two) does it, once in English on a desktop
 * (nova) and once in Chinese on a phone (the demo tenant): the sell page → the form generated from the game's
 * template → the review page → submitted; staff approve it (API); a buyer buys it and confirms receipt (the buying
 * path, through the API: its own journey covers the pages); the seller sees it sold with the proceeds in the
 * wallet, then asks for a withdrawal. Labels come from the storefront's message files, so both languages read them.
 */

/** Staff approve the listing, a buyer buys and pays it, staff deliver from the vault, the buyer confirms. */
async function approveAndSell(request: APIRequestContext, host: string, staff: string, number: string) {
  const queue = await apiCall<{ rows: { id: number; number: string }[] }>(
    request,
    host,
    '/api/staff/listings?status=pending_review&pageSize=100',
    { token: staff },
  );
  const listing = queue.data.rows.find((row) => row.number === number);
  if (!listing) throw new Error(`listing ${number} is not in the review queue`);
  await approveListingByApi(request, host, staff, listing.id);
  await sellToNewBuyer(request, host, staff, listing.id, PASSWORD);
}

/*
 * nova keeps the default payout hold (the seller sees the proceeds held); the demo shop pays at once for this
 * journey (set through its settings, put back after), so the seller withdraws.
 */
const journeys = [
  {
    name: 'in English on a desktop',
    host: 'nova.localhost',
    locale: 'en-US',
    // nova labels amounts with the currency's code (its shop setting): CNY 450.00.
    amountLabel: 'code',
    viewport: { width: 1280, height: 900 },
    held: true,
  },
  {
    name: 'in Chinese on a phone',
    host: 'localhost',
    locale: 'zh-CN',
    amountLabel: 'symbol',
    viewport: { width: 390, height: 844 },
    held: false,
  },
] as const;

test.use({
  signedIn: { sessions: journeys.map(({ host }) => ({ host, as: 'seller' as const, app: 'storefront' as const })) },
});

for (const journey of journeys) {
  test(`sell by consignment ${journey.name}: submit → approved → sold → ${journey.held ? 'proceeds held' : 'proceeds in the wallet → withdraw'}`, async ({
    page,
    request,
    demoSessions,
  }) => {
    test.setTimeout(180_000);
    const { host, locale } = journey;
    await page.setViewportSize(journey.viewport);
    const games = await apiCall<{ id: number; name: string; type: string }[]>(request, host, '/api/web/game/Type');
    const game = games.data.find((candidate) => candidate.type === 'mobile');
    if (!game) throw new Error(`no mobile game at ${host}`);
    const template = await apiCall<{ attributes: TemplateAttribute[] }>(
      request,
      host,
      `/api/web/gameTemp?gameId=${game.id}`,
    );

    // The sell page: choose the game, then consignment.
    await page.goto(tenantUrl(host, '/pages/sale'));
    await page.getByRole('main').getByText(game.name, { exact: true }).first().click();
    await page.getByRole('link', { name: t(locale, 'sell.methods.consignment.action') }).click();
    await expect(page).toHaveURL(new RegExp(`/pages/guanwangjishou\\?gameId=${game.id}`));

    // The form: region path, the template's required attributes, the listing, photos, trade details, the login.
    await chooseFirst(page, t(locale, 'consignment.region.operator'));
    await chooseFirst(page, t(locale, 'consignment.region.area'));
    const server = page.getByLabel(t(locale, 'consignment.region.server'), { exact: true });
    // The server level appears once the area is chosen, only for games that have one (isVisible does not wait).
    const hasServer = await server
      .waitFor({ state: 'visible', timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (hasServer) {
      await chooseFirst(page, t(locale, 'consignment.region.server'));
    }
    // On a phone the form comes in steps (game & region → account → price & contact → review).
    const phone = journey.viewport.width < 992;
    const nextStep = async (step: number, title: string) => {
      if (!phone) return;
      await page.getByRole('button', { name: t(locale, 'sellingSteps.next'), exact: true }).click();
      await expect(page.getByText(t(locale, 'sellingSteps.now', { step, count: 4, title }))).toBeVisible();
    };
    if (phone) await shoot(page, 'consignment-step1-390');
    await nextStep(2, t(locale, 'consignment.steps.account'));
    await fillRequiredAttributes(page, template.data.attributes);
    await page
      .getByLabel(t(locale, 'consignment.cover.label'), { exact: true })
      .setInputFiles(await photo('cover.png', 40));
    await page
      .getByLabel(t(locale, 'consignment.screenshots.label'), { exact: true })
      .setInputFiles([await photo('one.png', 90), await photo('two.png', 160)]);
    await page
      .getByLabel(t(locale, 'consignment.realNameShot.label'), { exact: true })
      .setInputFiles(await photo('realname.png', 220));
    await expect(
      page.getByRole('button', { name: t(locale, 'consignment.screenshots.preview', { index: 2 }), exact: true }),
    ).toBeVisible();
    if (phone) await shoot(page, 'consignment-step2-390');
    await nextStep(3, t(locale, 'consignment.steps.terms'));
    const title = `E2E ${locale} ${Date.now()}`;
    await page.getByLabel(t(locale, 'consignment.title.label'), { exact: true }).fill(title);
    await page.getByLabel(t(locale, 'consignment.price.label'), { exact: true }).fill(String(PRICE_YUAN));
    await page.getByRole('radio', { name: t(locale, 'consignment.guaranteeDocs.yes'), exact: true }).check();
    await page.getByLabel(t(locale, 'consignment.contact.label'), { exact: true }).fill('QQ 10001000');
    await page.getByLabel(t(locale, 'consignment.login.label'), { exact: true }).fill('player_e2e_01');
    await page.getByLabel(t(locale, 'consignment.password.label'), { exact: true }).fill(GAME_PASSWORD);

    // A reload keeps everything typed (the draft), the password included (session storage, this tab only), once
    // the form has saved it.
    await expect
      .poll(() =>
        page.evaluate(
          ([typedTitle, typedPassword]) =>
            Object.values({ ...localStorage }).some((value) => value.includes(typedTitle)) &&
            Object.values({ ...sessionStorage }).some((value) => value.includes(typedPassword)),
          [title, GAME_PASSWORD] as const,
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByLabel(t(locale, 'consignment.title.label'), { exact: true })).toHaveValue(title, {
      timeout: 30_000,
    });
    if (phone) {
      // The reload stayed on the last step; the first one still holds the region chosen before.
      await shoot(page, 'consignment-step3-390');
      // Each step back is awaited before the next: a second click sent before step 2 has rendered is lost.
      const back = async (step: number, title: string) => {
        await page.getByRole('button', { name: t(locale, 'sellingSteps.back'), exact: true }).click();
        await expect(page.getByText(t(locale, 'sellingSteps.now', { step, count: 4, title }))).toBeVisible();
      };
      await back(2, t(locale, 'consignment.steps.account'));
      await back(1, t(locale, 'consignment.steps.region'));
      await expect(page.getByLabel(t(locale, 'consignment.region.operator'), { exact: true })).toBeVisible();
      await expect(page.getByText(t(locale, 'consignment.region.operatorRequired'))).toHaveCount(0);
      await nextStep(2, t(locale, 'consignment.steps.account'));
      await nextStep(3, t(locale, 'consignment.steps.terms'));
    }
    await expect(page.getByLabel(t(locale, 'consignment.password.label'), { exact: true })).toHaveValue(GAME_PASSWORD);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(GAME_PASSWORD);
    await page.getByRole('button', { name: t(locale, 'consignment.next') }).click();

    // The review page: everything shown, the password masked; the agreement is required.
    await expect(page).toHaveURL(/\/pages\/commit/);
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText(GAME_PASSWORD)).toHaveCount(0);
    await page.getByRole('checkbox', { name: t(locale, 'commit.agreement.accept') }).check();
    await page.getByRole('button', { name: t(locale, 'commit.submit'), exact: true }).click();

    // Submitted: waiting for review.
    await expect(page.getByText(t(locale, 'sellFinish.title'))).toBeVisible();
    const number = new URL(page.url()).searchParams.get('number') ?? '';
    expect(number).toMatch(/^[A-Z0-9]{6,20}$/);
    await expect(page.getByText(t(locale, 'sellFinish.number', { number }))).toBeVisible();
    await page.getByRole('button', { name: t(locale, 'sellFinish.myProducts') }).click();
    await expect(page).toHaveURL(/\/pages\/other\/goodsList/);
    const row = page.getByRole('article', { name: t(locale, 'myProducts.row.label', { number }) });
    await expect(row).toContainText(t(locale, 'myProducts.status.pending_review'));

    // The demo seller may have money from the seeded sales already: the journey counts from what is there.
    const sellerToken = (await demoSessions.of(host, 'seller')).token;
    const wallet0 = (
      await apiCall<{ availableFen: number; heldFen: number }>(request, host, '/api/wallet', { token: sellerToken })
    ).data;
    const before = wallet0.availableFen;
    const owner = (await demoSessions.of(host, 'owner')).token;
    const noHold = { retrieval: 0, face: 0, none: 0 };
    const shopHold = journey.held ? null : await setPayoutHold(request, host, owner, noHold);
    try {
      await approveAndSell(request, host, (await demoSessions.of(host, 'operator')).token, number);
    } finally {
      if (shopHold) await setPayoutHold(request, host, owner, shopHold);
    }

    // Sold: the row shows the proceeds.
    await page.reload();
    await page.getByRole('tab', { name: new RegExp(`^${t(locale, 'myProducts.tabs.sold')}`) }).click();
    await expect(row).toContainText(t(locale, 'myProducts.status.sold'));
    await expect(row).toContainText(
      t(locale, 'myProducts.row.proceeds', { amount: money(PROCEEDS_FEN, locale, journey.amountLabel) }),
    );
    const wallet = page.getByRole('region', { name: t(locale, 'wallet.title') });
    if (journey.held) {
      // Held for the guarantee period before they can be withdrawn.
      await expect(wallet).toContainText(t(locale, 'wallet.heldProceeds.explain'));
      await expect(wallet).toContainText(money(PROCEEDS_FEN, locale, journey.amountLabel));
      await page.screenshot({ path: test.info().outputPath(`my-products-${locale}.png`), fullPage: true });
      return;
    }
    await expect(wallet).toContainText(money(before + PROCEEDS_FEN, locale, journey.amountLabel));

    // Withdraw part of it to Alipay in the seller's verified name.
    await wallet.getByRole('button', { name: t(locale, 'wallet.withdraw') }).click();
    const form = page.getByRole('form', { name: t(locale, 'wallet.form.title') });
    await form.getByRole('textbox', { name: t(locale, 'wallet.form.amount'), exact: true }).fill(String(WITHDRAW_YUAN));
    await form.getByRole('textbox', { name: t(locale, 'wallet.form.name'), exact: true }).fill('李雷');
    await form.getByRole('textbox', { name: t(locale, 'wallet.form.account'), exact: true }).fill('seller@example.com');
    await page.getByRole('button', { name: t(locale, 'wallet.form.submit') }).click();
    const amount = money(WITHDRAW_YUAN * 100, locale, journey.amountLabel);
    await page
      .getByRole('dialog', { name: t(locale, 'wallet.form.confirmTitle', { amount }) })
      .getByRole('button', { name: t(locale, 'wallet.form.confirmOk') })
      .click();
    await expect(page.getByText(t(locale, 'wallet.form.done'))).toBeVisible();
    await expect(wallet).toContainText(money(before + PROCEEDS_FEN - WITHDRAW_YUAN * 100, locale, journey.amountLabel));
    // Held until staff pay it, beside any withdrawal the seller asked for before.
    await expect(wallet).toContainText(money(wallet0.heldFen + WITHDRAW_YUAN * 100, locale, journey.amountLabel));
    await page.screenshot({ path: test.info().outputPath(`my-products-${locale}.png`), fullPage: true });
  });
}
