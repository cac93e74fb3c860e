import type { Locale } from '@gs/shared/tenant-basics';
import type { QueryClient } from '@tanstack/react-query';
import { readBootData } from '../../../lib/boot-data';
import { tenantKeys } from '../../../lib/tenant-keys';

/**
 * Puts the tenant info and home decoration the server wrote into index.html into the query cache, so the first
 * render needs no API round trip. The server writes them in the shop's own language (it cannot see a language the
 * visitor chose here before), so they are used only when the page shows that language; otherwise, and when the
 * page has none, answers false and the caller fetches them in the page's language.
 */
export async function seedBootData(
  queryClient: QueryClient,
  language: Locale,
  doc: Document = document,
): Promise<boolean> {
  const boot = await readBootData(doc);
  if (!boot || boot.tenant.locale !== language) return false;
  queryClient.setQueryData(tenantKeys.info(), boot.tenant);
  queryClient.setQueryData(tenantKeys.decoration(), boot.decoration);
  return true;
}
