import { BOOT_DATA_ELEMENT_ID, bootDataSchema } from '@gs/shared/tenant';
import type { QueryClient } from '@tanstack/react-query';
import { tenantKeys } from '../../../lib/tenant-keys';

/**
 * Puts the tenant info and home decoration the server wrote into index.html into the query cache, so the first
 * render needs no API round trip. Returns false (and the caller fetches as usual) when the page has none or it
 * does not match the contract.
 */
export function seedBootData(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return false;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch {
    return false;
  }
  const parsed = bootDataSchema.safeParse(raw);
  if (!parsed.success) return false;
  queryClient.setQueryData(tenantKeys.info(), parsed.data.tenant);
  queryClient.setQueryData(tenantKeys.decoration(), parsed.data.decoration);
  return true;
}
