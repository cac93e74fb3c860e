import { toAccessiblePrimaryColor } from '../packages/web/src/primary-color';
import { expect, tenantUrl, test } from './fixtures';
import { shoot } from './shots';

/*
 * The owner runs lumen's shop from /admin. Other specs read lumen's name, header theme and logo, so this journey
 * changes only what none of them reads: the hot searches and the primary colour (fresh values each run).
 */
const host = 'lumen.localhost';
const admin = (pathname = '') => tenantUrl(host, `/admin${pathname}`);

test.use({ signedIn: { sessions: [{ host, as: 'owner', app: 'backoffice', language: 'en-US' }] } });

test('the owner changes the hot searches and the primary colour, and the storefront shows them', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const hot = `e2e${Date.now().toString(36).slice(-6)}`;
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

  await page.goto(admin('/settings'));
  await expect(page.getByRole('heading', { name: 'Shop settings', level: 1 })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'Shop' });
  await expect(form.getByLabel('Shop name')).toHaveValue(/\S/);

  // Replace the first hot search (or add one) with this run's word.
  if ((await form.getByLabel('Hot search 1', { exact: true }).count()) === 0) {
    await form.getByRole('button', { name: 'Add a hot search' }).click();
  }
  await form.getByLabel('Hot search 1', { exact: true }).fill(hot);
  // The colour picker's text field takes a typed hex value.
  await form.locator('.ant-color-picker-trigger').click();
  const hexInput = page.locator('.ant-color-picker-hex-input input').first();
  await hexInput.fill(colour.slice(1));
  await hexInput.press('Enter');
  await page.keyboard.press('Escape');
  await expect(form.getByText('Unsaved changes')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Home' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(admin('/settings'));

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. The storefront uses the new settings now.')).toBeVisible();
  await expect(form.getByText('Unsaved changes')).toHaveCount(0);
  await shoot(page, 'backoffice-settings-shop-1280');

  // The preview link opens the shop's storefront, which shows the new word and colour at once.
  const preview = page.getByRole('link', { name: 'Preview storefront' });
  await expect(preview).toHaveAttribute('href', new RegExp(`^http://${host.replace('.', '\\.')}:\\d+/`));
  const storefront = await page.context().newPage();
  await storefront.goto(tenantUrl(host, '/'));
  await expect(storefront.getByRole('banner').getByRole('link', { name: hot })).toBeVisible();
  const primary = await storefront
    .locator('[style*="--sf-primary"]')
    .first()
    .evaluate((element) => (element as HTMLElement).style.getPropertyValue('--sf-primary').trim().toLowerCase());
  // The storefront writes the colour in its readable shade (itself when it already reads at 4.5:1).
  expect(primary).toBe(toAccessiblePrimaryColor(colour));
  await storefront.close();

  // The change is in the audit log, before → after.
  await page.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Audit log' }).click();
  const table = page.getByRole('table', { name: 'Audit log' });
  await table
    .getByRole('row', { name: /\/api\/staff\/settings\/shop/ })
    .first()
    .getByRole('button', { name: 'Details' })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('table', { name: 'Before → after' })).toContainText(hot);
  await expect(drawer.getByRole('table', { name: 'Before → after' })).toContainText('primaryColor');
  await shoot(page, 'backoffice-audit-drawer-1280');
});
