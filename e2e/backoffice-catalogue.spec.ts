import { apiCall } from './accounts';
import { expect, signIn, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

/*
 * The owner edits lumen's attribute template in /admin and the storefront's product list offers the change at once
 * (issue 14: "a template change appears in the product-list filters"). Each run adds its own attribute (a fresh
 * name), optional and off the recycle form, so the selling and recycling journeys on lumen are not disturbed.
 */
const host = 'lumen.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);

interface GameRow {
  id: number;
  name: string;
}

test.use({ signedIn: { sessions: [{ host, as: 'owner', app: 'backoffice', language: 'en-US' }] } });

test('the owner adds a searchable single-choice attribute and the storefront offers it as a filter', async ({
  page,
  request,
}) => {
  // Two apps, a dozen saves: measured at 90 s on a loaded 2-core machine, so twice the usual journey budget.
  test.setTimeout(180_000);
  const run = Date.now().toString(36).slice(-6);
  const name = `Platform ${run}`;
  const choices = [`Steam ${run}`, `Epic ${run}`];
  const games = (await apiCall<GameRow[]>(request, host, '/api/web/game/Type')).data;
  const game = games.at(-1);
  if (!game) throw new Error('lumen has no games');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(admin(`/catalogue/templates?gameId=${game.id}`));
  await expect(page).toHaveURL(admin(`/catalogue/templates?gameId=${game.id}`));
  await expect(page.getByRole('heading', { name: 'Attribute templates', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Attributes of ${game.name}`)).toBeVisible({ timeout: 30_000 });
  const filters = page.getByRole('region', { name: 'Product-list filters preview' });

  // The new attribute shows in the live preview while it is typed, before saving.
  await page.getByRole('button', { name: 'Add attribute' }).click();
  const editor = page.getByRole('form', { name: 'New attribute' });
  await editor.getByLabel('Name', { exact: true }).fill(name);
  await expect(filters.getByRole('group', { name })).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${name}” is added.`)).toBeVisible();

  // Its choices, added one by one, join the preview's chips.
  const panel = page.locator('.ant-card').filter({ hasText: `Choices of “${name}”` });
  for (const choice of choices) {
    await panel.getByLabel('New choice name').fill(choice);
    await panel.getByRole('button', { name: 'Add choice' }).click();
    await expect(panel.getByRole('table').getByText(choice, { exact: true })).toBeVisible();
  }
  for (const choice of choices) await expect(filters.getByRole('group', { name }).getByText(choice)).toBeVisible();
  await shoot(page, 'backoffice-templates-en-1280');

  // The storefront's product list of that game offers it as a filter at once, with both choices.
  const storefront = await page.context().newPage();
  await storefront.setViewportSize({ width: 1280, height: 900 });
  await storefront.goto(tenantUrl(host, `/pages/goodList?gameId=${game.id}`));
  await storefront.getByRole('button', { name, exact: true }).click({ timeout: 30_000 });
  const filter = storefront.getByRole('group', { name });
  for (const choice of choices) await expect(filter.getByRole('button', { name: choice })).toBeVisible();
  await filter.getByRole('button', { name: choices[0] }).click();
  await expect(filter.getByRole('button', { name: choices[0] })).toHaveAttribute('aria-pressed', 'true');
  await storefront.close();
});

test('the templates and heroes screens in Chinese and English, at 1280 and 1920 px', async ({
  page,
  request,
  demoSessions,
}) => {
  test.setTimeout(180_000);
  const games = (await apiCall<GameRow[]>(request, host, '/api/web/game/Type')).data;
  const game = games[0];
  if (!game) throw new Error('lumen has no games');
  await signIn(page, host, await demoSessions.of(host, 'owner'), 'backoffice', 'zh-CN');
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(admin(`/catalogue/templates?gameId=${game.id}`));
  await expect(page.getByRole('heading', { name: '属性模板', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: '商品列表筛选预览' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /^编辑/ }).first().click();
  await expect(page.getByRole('form', { name: /^编辑“/ })).toBeVisible();
  await shoot(page, 'backoffice-templates-zh-1920');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('form', { name: /^编辑“/ })).toBeVisible();
  await shoot(page, 'backoffice-templates-zh-1280');

  let heroGame: GameRow | undefined;
  for (const candidate of games) {
    const heroes = await apiCall<unknown[]>(
      request,
      host,
      `/api/web/goods/collect/getSkinByHero?gameId=${candidate.id}`,
    );
    if (heroes.data.length > 0) {
      heroGame = candidate;
      break;
    }
  }
  if (!heroGame) return;
  await page.goto(admin(`/catalogue/heroes?gameId=${heroGame.id}`));
  await expect(page.getByRole('heading', { name: '英雄与皮肤', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('table').first().getByRole('row').nth(1).getByRole('cell').nth(2).click();
  await expect(page.getByText(/的皮肤$/)).toBeVisible();
  await shoot(page, 'backoffice-heroes-zh-1280');
  await page.evaluate(() => localStorage.setItem('backoffice.language', 'en-US'));
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Heroes and skins', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Skins of /)).toBeVisible();
  await shoot(page, 'backoffice-heroes-en-1920');
  await page.goto(admin(`/catalogue/templates?gameId=${game.id}`));
  await expect(page.getByRole('heading', { name: 'Attribute templates', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Product-list filters preview' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'backoffice-templates-en-1920');
});
