import { expect, tenantUrl, test } from './fixtures';

test.describe('tenants by host', () => {
  test('localhost shows the demo tenant and nova.localhost shows nova', async ({ page }) => {
    await page.goto(tenantUrl('localhost'));
    await expect(page.getByRole('banner')).toContainText('星游账号商城');
    await expect(page).toHaveTitle(/星游账号商城/);

    await page.goto(tenantUrl('nova.localhost'));
    await expect(page.getByRole('banner')).toContainText('Nova Accounts');
    await expect(page).toHaveTitle(/Nova Accounts/);
    await expect(page.getByRole('banner')).not.toContainText('星游账号商城');
  });

  test("the favicon is the tenant's logo", async ({ page }) => {
    await page.goto(tenantUrl('lumen.localhost'));
    await expect(page.getByRole('banner')).toContainText('流明游戏交易');
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', '/uploads/tenants/lumen/logo.webp');
  });

  test('a deep link reloads into the storefront (history mode)', async ({ page }) => {
    // The page itself, not the not-found page (which has the same header): its title and its notice categories.
    const noticesPage = async () => {
      // The decoration journey may have renamed nova, keeping the name's ending.
      await expect(page).toHaveTitle(/^Notices - (.+ )?Nova Accounts$/);
      await expect(page.getByRole('main').getByRole('tab').first()).toBeVisible();
      await expect(page.getByRole('banner')).toContainText('Nova Accounts');
    };
    await page.goto(tenantUrl('nova.localhost', '/pages/other/gonggao'));
    await noticesPage();
    await page.reload();
    await noticesPage();
  });

  test('records the visit through tenantBrowse', async ({ page }) => {
    const tracked = page.waitForRequest((request) => request.url().endsWith('/api/web/save/tenantBrowse'));
    await page.goto(tenantUrl('localhost', '/pages/goodList?gameId=1'));
    const request = await tracked;
    expect(request.postDataJSON()).toMatchObject({ path: '/pages/goodList' });
  });
});
