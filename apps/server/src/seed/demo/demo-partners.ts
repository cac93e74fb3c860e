import type { AppDeps } from '../../composition/create-app-deps.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_PARTNER, seedDemoPartner } from '../../modules/partners/index.ts';
import { logoSvg } from './art.ts';
import type { DemoTenant } from './demo-tenants.ts';
import { putPicture } from './pictures.ts';

/**
 * The demo partner `leishen` (secret `demo-leishen-secret-0001`, development only: see the README's "Partner
 * quick-sell") at every demo tenant, with a logo drawn like the shops' logos.
 */
export async function seedDemoPartners(
  db: Db,
  deps: Pick<AppDeps, 'media' | 'identity'>,
  tenantId: number,
  tenant: DemoTenant,
): Promise<void> {
  const logoUrl = await putPicture(
    deps.media,
    `tenants/${tenant.code}/partners/leishen.webp`,
    logoSvg('雷', DEMO_PARTNER.color),
  );
  await seedDemoPartner(db, deps.identity.secretBox, tenantId, { locale: tenant.locale, logoUrl, at: new Date() });
}
