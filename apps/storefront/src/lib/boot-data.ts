import { BOOT_DATA_ELEMENT_ID, type BootData, bootDataSchema } from '@gs/shared/tenant';

/** The boot data the server wrote into index.html, or null when the page has none or it does not match the contract. */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch {
    return null;
  }
  const parsed = bootDataSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
