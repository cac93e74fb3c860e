import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Helpers of the selling journeys: messages of both languages, photos, antd selects, template attributes. */

export type Locale = 'en-US' | 'zh-CN';
const messages: Record<Locale, Record<string, unknown>> = {
  'en-US': JSON.parse(readFileSync(path.resolve('apps/storefront/src/locales/en-US.json'), 'utf8')),
  'zh-CN': JSON.parse(readFileSync(path.resolve('apps/storefront/src/locales/zh-CN.json'), 'utf8')),
};

/** A storefront message by key in a language, `{{placeholders}}` filled. */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages[locale]);
  if (typeof found !== 'string') throw new Error(`no message ${key} in ${locale}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** An amount as the storefront shows it: ¥1,280.00, or CNY 1,280.00 in a shop that labels amounts with the code. */
export const money = (fen: number, locale: Locale, label: 'symbol' | 'code' = 'symbol') => {
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: label }).format(
    fen / 100,
  );
  return label === 'symbol' ? text.replace('CN¥', '¥') : text;
};

export const PASSWORD = 'Demo1234';

/** A photo as a phone delivers it (the server re-encodes uploads, so it must be a real image). */
export async function photo(name: string, hue: number) {
  const buffer = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Picks the first option of an antd select found by its label (opened, the first option is the active one). */
export async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await select.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

export interface TemplateAttribute {
  id: number;
  name: string;
  kind: string;
  required: boolean;
  min: number | null;
}

/** Fills the template's required attributes (numbers at their minimum, choices with their first option). */
export async function fillRequiredAttributes(page: Page, attributes: TemplateAttribute[]) {
  for (const attribute of attributes.filter((candidate) => candidate.required)) {
    switch (attribute.kind) {
      case 'number':
        await page.getByLabel(attribute.name, { exact: true }).fill(String(Math.max(attribute.min ?? 1, 1)));
        break;
      case 'single':
        await chooseFirst(page, attribute.name);
        break;
      case 'text':
        await page.getByLabel(attribute.name, { exact: true }).fill('e2e');
        break;
      case 'date': {
        // antd's date picker (read-only on phones): open the calendar and pick the first day shown.
        await page.getByLabel(attribute.name, { exact: true }).click();
        await page.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').first().click();
        break;
      }
      default:
        throw new Error(`the journey's game has a required ${attribute.kind} attribute: extend fillRequiredAttributes`);
    }
  }
}
