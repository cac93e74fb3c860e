import { BOOT_DATA_ELEMENT_ID, type BootData, type Locale } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import type { Caches } from '../../lib/caches.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TenantRecord } from '../../lib/context.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { getDecoration } from '../decoration/index.ts';
import { withLocalHotSearches } from './hot-searches.ts';
import { toTenantInfo } from './tenants.service.ts';

/** The boot data of the storefront page for a host: null for an unknown or suspended tenant (the page asks the API). */
export async function loadBootData(
  deps: { db: Db; clock: Clock; caches: Caches; resolveTenant: (host: string) => Promise<TenantRecord | null> },
  host: string,
  locale: Locale | null,
): Promise<BootData | null> {
  const tenant = await deps.resolveTenant(host);
  if (tenant?.status !== 'active') return null;
  const ctx = {
    db: deps.db,
    tenantId: tenant.id,
    tenant,
    locale: locale ?? tenant.default_locale,
    clock: deps.clock,
    caches: deps.caches,
  };
  const [info, decoration] = await Promise.all([
    withLocalHotSearches(ctx, toTenantInfo(tenant)),
    getDecoration(ctx, 1, 1),
  ]);
  return { tenant: info, decoration };
}

/**
 * index.html with the boot data in a JSON data block, the tenant's name as the title, its logo as the icon, and,
 * on the home page (`/`) only, a preload of the first banner (its largest image; on any other page the browser
 * would fetch it for nothing and warn that it went unused). JSON is written with `<` escaped so no value can close
 * the element.
 */
export function renderIndexHtml(template: string, boot: BootData | null, pathname = '/'): string {
  if (!boot) return template;
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const banner =
    pathname === '/' ? boot.decoration.find((entry) => entry.area === 1)?.decorationInfos[0]?.image : undefined;
  const head = [
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>`,
    banner ? `<link rel="preload" as="image" href="${escapeHtml(banner)}" fetchpriority="high" />` : '',
  ].join('');
  let html = template
    .replace('<html lang="zh-CN">', `<html lang="${boot.tenant.locale}">`)
    .replace('<title></title>', `<title>${escapeHtml(boot.tenant.tenantName)}</title>`);
  if (boot.tenant.avatar)
    html = html.replace(
      '<link rel="icon" href="data:," />',
      `<link rel="icon" href="${escapeHtml(boot.tenant.avatar)}" />`,
    );
  return html.replace('</head>', `${head}</head>`);
}
