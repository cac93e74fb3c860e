import type { BootData } from '@gs/shared/tenant';
import { BOOT_DATA_ELEMENT_ID, isLocale, type Locale } from '@gs/shared/tenant-basics';

// Parsed once per document: the start reads the shop's locale from it, and a page the server did not render its data.
const parsed = new WeakMap<Document, unknown>();

function bootJson(doc: Document): unknown {
  if (!parsed.has(doc)) parsed.set(doc, parseBootJson(doc));
  return parsed.get(doc);
}

function parseBootJson(doc: Document): unknown {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return null;
  }
}

/**
 * The boot data the server wrote into index.html, or null when the page has none or it does not match the contract.
 * Checked with tenant.ts's schemas, loaded here (a page the server rendered never needs them at start).
 */
export async function readBootData(doc: Document = document): Promise<BootData | null> {
  const { bootDataSchema } = await import('@gs/shared/tenant');
  const parsed = bootDataSchema.safeParse(bootJson(doc));
  return parsed.success ? parsed.data : null;
}

/**
 * The shop's locale from the boot data, or null. Only that field is checked: the language is decided as the app
 * starts, and validating the whole boot data (the decoration's sections too) cost the start of every page ~9 ms.
 */
export function readBootLocale(doc: Document = document): Locale | null {
  const raw = bootJson(doc) as { tenant?: { locale?: unknown } } | null;
  const locale = raw?.tenant?.locale;
  return isLocale(locale) ? locale : null;
}
