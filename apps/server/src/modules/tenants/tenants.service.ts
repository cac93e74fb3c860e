import { randomBytes } from 'node:crypto';
import type { TenantInfo } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { RequestContext, TenantRecord } from '../../lib/context.ts';
import { normalizeHost } from '../../lib/hosts.ts';
import {
  findTenantByCode,
  insertTenant,
  insertTenantDomain,
  type TenantSettingsValues,
  upsertTenantSettings,
} from './tenants.repository.ts';

/** Maps a tenant row with its settings to the public `getTenant` shape. */
export function toTenantInfo(record: TenantRecord): TenantInfo {
  return {
    tenantId: record.id,
    code: record.code,
    tenantName: record.name,
    avatar: record.avatar_url,
    useTheme: record.use_theme,
    groups: record.service_groups,
    retailKey: record.retail_key,
    hotSearches: record.hot_searches,
    locale: record.default_locale,
    primaryColor: record.primary_color,
    priceMarkupPercent: record.price_markup_bp / 100,
    serviceContacts: record.service_contacts,
    amountLabel: record.amount_label,
    footer: {
      companyName: record.company_name,
      icpNumber: record.icp_number,
      serviceHours: record.service_hours,
      contactPhone: record.contact_phone,
      contactEmail: record.contact_email,
    },
    status: record.status,
    kind: record.kind,
  };
}

/** The public tenant info of the request's tenant (already resolved from the Host header). */
export function getTenantInfo(ctx: RequestContext): TenantInfo {
  return toTenantInfo(ctx.tenant);
}

export interface CreateTenantInput extends TenantSettingsValues {
  code: string;
  name: string;
  hosts: string[];
}

/** Creates a tenant with its settings and domains in one transaction; returns the new id. */
export async function createTenant(db: Db, input: CreateTenantInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id } = await insertTenant(trx, {
      code: input.code,
      name: input.name,
      retail_key: randomBytes(18).toString('base64url'),
    });
    await upsertTenantSettings(trx, id, input);
    for (const [index, host] of input.hosts.entries()) {
      await insertTenantDomain(trx, id, normalizeHost(host), index === 0);
    }
    return id;
  });
}

/** Updates a tenant's settings (avatar, theme, groups, …). */
export async function updateTenantSettings(db: Db, tenantId: number, values: TenantSettingsValues): Promise<void> {
  await upsertTenantSettings(db, tenantId, values);
}

export { findTenantByCode };
