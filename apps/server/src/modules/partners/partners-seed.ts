import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { partnerSecretAad } from './partner-login.service.ts';
import { findPartnerByCode, insertPartner, updatePartner } from './partners.repository.ts';

/** The demo partner's code and secret (development only; documented in the README to try the signed link). */
export const DEMO_PARTNER = {
  code: 'leishen',
  secret: 'demo-leishen-secret-0001',
  name: { 'zh-CN': '雷神加速器', 'en-US': 'Leishen Accelerator' },
  color: '#f5a623',
} as const;

/** Adds the demo partner `leishen` to a demo tenant unless it is there already. */
export async function seedDemoPartner(
  db: Db,
  secretBox: SecretBox,
  tenantId: number,
  options: { locale: 'zh-CN' | 'en-US'; logoUrl: string; at: Date },
): Promise<void> {
  if (await findPartnerByCode(db, tenantId, DEMO_PARTNER.code)) return;
  const values = {
    name: DEMO_PARTNER.name[options.locale],
    logoUrl: options.logoUrl,
    color: DEMO_PARTNER.color,
    enabled: true,
  };
  const row = await insertPartner(
    db,
    tenantId,
    { ...values, code: DEMO_PARTNER.code, sealedSecret: 'pending' },
    options.at,
  );
  if (!row) return;
  const sealedSecret = secretBox.encrypt(DEMO_PARTNER.secret, partnerSecretAad(tenantId, row.id));
  await updatePartner(db, tenantId, row.id, { ...values, sealedSecret }, options.at);
}
