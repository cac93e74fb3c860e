import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewTenant, ServiceContactRow } from '../../db/tables/tenants.table.ts';

/** What the storefront's footer says about the shop ('' leaves a line out). */
export interface ShopFooterValues {
  companyName: string;
  icpNumber: string;
  serviceHours: string;
  contactPhone: string;
  contactEmail: string;
}

const tenantWithSettings = (db: Db) =>
  db
    .selectFrom('tenants as t')
    .innerJoin('tenant_settings as s', 's.tenant_id', 't.id')
    .select([
      't.id',
      't.code',
      't.name',
      't.status',
      't.kind',
      't.retail_key',
      's.avatar_url',
      's.use_theme',
      's.service_groups',
      's.hot_searches',
      's.hot_searches_en',
      's.default_locale',
      's.primary_color',
      's.price_markup_bp',
      's.service_contacts',
      's.captcha_enabled',
      's.company_name',
      's.icp_number',
      's.service_hours',
      's.contact_phone',
      's.contact_email',
      's.amount_label',
    ]);

export function findTenantById(db: Db, tenantId: number) {
  return tenantWithSettings(db).where('t.id', '=', tenantId).executeTakeFirst();
}

export function findTenantByCode(db: Db, code: string) {
  return tenantWithSettings(db).where('t.code', '=', code).executeTakeFirst();
}

export function findTenantByHost(db: Db, host: string) {
  return tenantWithSettings(db)
    .innerJoin('tenant_domains as d', 'd.tenant_id', 't.id')
    .where('d.host', '=', host)
    .executeTakeFirst();
}

export function insertTenant(db: Db, tenant: NewTenant) {
  return db.insertInto('tenants').values(tenant).returning('id').executeTakeFirstOrThrow();
}

export interface TenantSettingsValues {
  avatarUrl: string;
  useTheme: number;
  serviceGroups: string[];
  hotSearches: string[];
  defaultLocale: 'zh-CN' | 'en-US';
  primaryColor: string;
  priceMarkupBp: number;
  serviceContacts: ServiceContactRow[];
  /** Left out: none (a shop fills its footer in the back office). */
  footer?: ShopFooterValues;
  /** Left out: 'code' for an English-default shop (foreign buyers), else 'symbol'. */
  amountLabel?: 'symbol' | 'code';
}

export function upsertTenantSettings(db: Db, tenantId: number, values: TenantSettingsValues) {
  const row = {
    tenant_id: tenantId,
    avatar_url: values.avatarUrl,
    use_theme: values.useTheme,
    service_groups: values.serviceGroups,
    hot_searches: values.hotSearches,
    default_locale: values.defaultLocale,
    primary_color: values.primaryColor,
    price_markup_bp: values.priceMarkupBp,
    service_contacts: JSON.stringify(values.serviceContacts),
    amount_label: values.amountLabel ?? (values.defaultLocale === 'en-US' ? 'code' : 'symbol'),
    ...(values.footer
      ? {
          company_name: values.footer.companyName,
          icp_number: values.footer.icpNumber,
          service_hours: values.footer.serviceHours,
          contact_phone: values.footer.contactPhone,
          contact_email: values.footer.contactEmail,
        }
      : {}),
  };
  return db
    .insertInto('tenant_settings')
    .values(row)
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...row, updated_at: sql`now()` }))
    .execute();
}

export function insertTenantDomain(db: Db, tenantId: number, host: string, isPrimary: boolean) {
  return db
    .insertInto('tenant_domains')
    .values({ host, tenant_id: tenantId, is_primary: isPrimary })
    .onConflict((oc) => oc.column('host').doNothing())
    .execute();
}

export function listTenantDomains(db: Db, tenantId: number) {
  return db
    .selectFrom('tenant_domains')
    .select(['host', 'is_primary'])
    .where('tenant_id', '=', tenantId)
    .orderBy('host')
    .execute();
}
