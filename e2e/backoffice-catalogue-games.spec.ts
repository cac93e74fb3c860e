import { apiCall } from './accounts';
import { expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

/*
 * Catalogue part A in /admin: the owner adds a game, the storefront lists it at once, hides it and it is gone; the
 * region tree, label types and dictionaries screens in both languages. The game each run adds is new (a fresh name
 * with an initial and alias no other spec looks at), sorted last, and left hidden, so other journeys never see it.
 */
const host = 'nova.localhost';

interface GameRow {
  id: number;
  name: string;
  type: string;
}

test.use({
  signedIn: {
    sessions: [
      { host, as: 'owner', app: 'backoffice', language: 'en-US' },
      { host: 'localhost', as: 'owner', app: 'backoffice', language: 'zh-CN' },
    ],
  },
});

test('the owner adds a game that the storefront lists at once, then hides it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).slice(-6);
  const name = `Quasar ${run}`;
  const alias = `qsr${run}`;
  const storefrontGames = async () =>
    (await apiCall<GameRow[]>(request, host, `/api/web/game/Type?keyword=${alias}`)).data.map((game) => game.name);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(tenantUrl(host, `/admin/catalogue/games`));
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: /League of Legends/ }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-games-en-1280');

  await page.getByRole('button', { name: 'Add game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a game' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Aliases').fill(alias);
  await dialog.getByLabel('Type').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'PC' }).click();
  await dialog.getByLabel('Sort').fill('9999');
  await shoot(page, 'catalogue-game-form-en-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The game is added and shown on the storefront.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  expect(await storefrontGames()).toEqual([name]);

  await page.getByRole('searchbox', { name: 'Name or alias' }).fill(alias);
  await page.getByRole('searchbox', { name: 'Name or alias' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${alias}`));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Shown');
  await row.getByRole('button', { name: `Hide ${name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Hide' }).click();
  await expect(row).toContainText('Hidden');
  expect(await storefrontGames()).toEqual([]);

  // The hidden game's region tree and template are still prepared here: the pickers list it, tagged "Hidden".
  await page.goto(tenantUrl(host, '/admin/catalogue/regions'));
  const picker = page.getByRole('combobox', { name: 'Game' });
  await expect(picker).toBeEnabled({ timeout: 30_000 });
  await picker.click();
  await picker.fill(name);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name });
  await expect(option).toContainText('Hidden');
  await shoot(page, 'catalogue-regions-hidden-picker-en-1280');
  await option.click();
  await expect(page).toHaveURL(/gameId=\d+/);
  const gameId = new URL(page.url()).searchParams.get('gameId');
  await expect(
    page.getByText('Hidden from the storefront: the changes show once the game is shown again.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /Add top-level node/ }).click();
  const nodeDialog = page.getByRole('dialog', { name: /Add a top-level node/ });
  await nodeDialog.getByLabel('Name', { exact: true }).fill('Server 1');
  await nodeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tree', { name: 'Region tree' })).toContainText('Server 1', { timeout: 30_000 });
  await shoot(page, 'catalogue-regions-hidden-game-en-1280');

  await page.goto(tenantUrl(host, `/admin/catalogue/templates?gameId=${gameId}`));
  await expect(page.getByText(`Attributes of ${name}`)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('Hidden from the storefront: the changes show once the game is shown again.'),
  ).toBeVisible();
  await shoot(page, 'catalogue-templates-hidden-game-en-1280');
});

test('the catalogue screens at desktop widths in English', async ({ page, request }) => {
  test.setTimeout(240_000);
  const lol = (await apiCall<GameRow[]>(request, host, '/api/web/game/Type?keyword=lol')).data[0];
  if (!lol) throw new Error('nova has no League of Legends');

  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(tenantUrl(host, `/admin/catalogue/regions?gameId=${lol.id}`));
  const tree = page.getByRole('tree', { name: 'Region tree' });
  await expect(tree).toBeVisible({ timeout: 30_000 });
  await expect(tree.getByRole('button', { name: /^Add .+ under / }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-regions-en-1920');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'catalogue-regions-en-1280');

  await page.goto(tenantUrl(host, '/admin/catalogue/labels'));
  await expect(page.getByRole('heading', { name: 'Label types', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-labels-en-1280');

  await page.goto(tenantUrl(host, '/admin/catalogue/dictionaries'));
  await expect(page.getByRole('cell', { name: /Service fee/ }).first()).toBeVisible({ timeout: 30_000 });
  // A shop seeded with every known entry has none to add.
  await expect(page.getByRole('button', { name: 'Add entry' })).toBeDisabled();
  await shoot(page, 'catalogue-dictionaries-en-1280');
  await page.getByRole('button', { name: 'Edit Service fee' }).click();
  await expect(page.getByRole('dialog', { name: /Service fee/ }).getByLabel('Amount (yuan)')).toHaveValue('8.00');
  await shoot(page, 'catalogue-dictionary-form-en-1280');
  await page
    .getByRole('dialog', { name: /Service fee/ })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto(tenantUrl(host, '/admin/catalogue/games'));
  await expect(page.getByRole('cell', { name: /League of Legends/ }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-games-en-1920');
});

test('the catalogue screens in Chinese (the demo shop)', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1920, height: 1000 });
  const demoGames = (await apiCall<GameRow[]>(request, 'localhost', '/api/web/game/Type')).data;
  const pcGame = demoGames.find((game) => game.type === 'pc') ?? demoGames[0];
  await page.goto(tenantUrl('localhost', `/admin/catalogue/games`));
  await expect(page.getByRole('heading', { name: '游戏管理', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: /英雄联盟/ }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-games-zh-1920');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'catalogue-games-zh-1280');
  await page.goto(tenantUrl('localhost', `/admin/catalogue/regions?gameId=${pcGame?.id}`));
  await expect(page.getByRole('tree', { name: '区服树' })).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-regions-zh-1280');
  await page.goto(tenantUrl('localhost', '/admin/catalogue/labels'));
  await expect(page.getByRole('heading', { name: '标签类型', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^编辑/ }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-labels-zh-1280');
  await page.goto(tenantUrl('localhost', '/admin/catalogue/dictionaries'));
  await expect(page.getByRole('cell', { name: /平台服务费/ }).first()).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'catalogue-dictionaries-zh-1280');
  await page.setViewportSize({ width: 1920, height: 1000 });
  await shoot(page, 'catalogue-dictionaries-zh-1920');
});
