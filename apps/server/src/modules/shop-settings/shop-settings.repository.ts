import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ServiceContactRow } from '../../db/tables/tenants.table.ts';

// The shop's settings rows: tenants (its name), tenant_settings (read by the tenant resolver on every request),
// its domains and its QQ groups (read by the storefront's group call). This module is where they are edited.

/** The tenant with every column of its settings row the back office shows (sealed secrets are not read). */
export function findShopSettingsRow(db: Db, tenantId: number) {
  return db
    .selectFrom('tenants as t')
    .innerJoin('tenant_settings as s', 's.tenant_id', 't.id')
    .select([
      't.id',
      't.code',
      't.name',
      's.avatar_url',
      's.use_theme',
      's.primary_color',
      's.default_locale',
      's.hot_searches',
      's.hot_searches_en',
      's.price_markup_bp',
      's.service_contacts',
      's.captcha_enabled',
      's.amount_label',
      's.company_name',
      's.icp_number',
      's.service_hours',
      's.contact_phone',
      's.contact_email',
      's.sms_provider',
      's.sms_aliyun_access_key_id',
      's.sms_aliyun_sign_name',
      's.sms_aliyun_template_code',
      's.sms_secret_set_at',
      sql<boolean>`s.sms_aliyun_secret_sealed IS NOT NULL`.as('sms_secret_configured'),
    ])
    .where('t.id', '=', tenantId)
    .executeTakeFirst();
}

export type ShopSettingsRow = NonNullable<Awaited<ReturnType<typeof findShopSettingsRow>>>;

/** The tenant's primary domain (its storefront's host), if it has one. */
export async function findPrimaryDomain(db: Db, tenantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('tenant_domains')
    .select('host')
    .where('tenant_id', '=', tenantId)
    .orderBy('is_primary', 'desc')
    .orderBy('created_at')
    .orderBy('host')
    .limit(1)
    .executeTakeFirst();
  return row?.host ?? null;
}

export function updateTenantName(db: Db, tenantId: number, name: string, at: Date) {
  return db.updateTable('tenants').set({ name, updated_at: at }).where('id', '=', tenantId).execute();
}

export interface ShopProfileValues {
  avatarUrl: string;
  useTheme: number;
  primaryColor: string;
  defaultLocale: 'zh-CN' | 'en-US';
  hotSearches: string[];
  hotSearchesEn: string[];
  priceMarkupBp: number;
  amountLabel: 'symbol' | 'code';
  serviceContacts: ServiceContactRow[];
}

export function updateShopProfile(db: Db, tenantId: number, values: ShopProfileValues, at: Date) {
  return db
    .updateTable('tenant_settings')
    .set({
      avatar_url: values.avatarUrl,
      use_theme: values.useTheme,
      primary_color: values.primaryColor,
      default_locale: values.defaultLocale,
      hot_searches: values.hotSearches,
      hot_searches_en: values.hotSearchesEn,
      price_markup_bp: values.priceMarkupBp,
      amount_label: values.amountLabel,
      service_contacts: JSON.stringify(values.serviceContacts),
      updated_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .execute();
}

export interface ShopFooterValues {
  companyName: string;
  icpNumber: string;
  serviceHours: string;
  contactPhone: string;
  contactEmail: string;
}

export function updateShopFooter(db: Db, tenantId: number, values: ShopFooterValues, at: Date) {
  return db
    .updateTable('tenant_settings')
    .set({
      company_name: values.companyName,
      icp_number: values.icpNumber,
      service_hours: values.serviceHours,
      contact_phone: values.contactPhone,
      contact_email: values.contactEmail,
      updated_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .execute();
}

export function updateCaptchaEnabled(db: Db, tenantId: number, enabled: boolean, at: Date) {
  return db
    .updateTable('tenant_settings')
    .set({ captcha_enabled: enabled, updated_at: at })
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** The tenant's sealed SMS secret, if it has one. */
export async function findSealedSmsSecret(db: Db, tenantId: number): Promise<string | null> {
  const row = await db
    .selectFrom('tenant_settings')
    .select('sms_aliyun_secret_sealed')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row?.sms_aliyun_secret_sealed ?? null;
}

export interface SmsSettingsValues {
  provider: 'platform' | 'aliyun';
  accessKeyId: string;
  signName: string;
  templateCode: string;
  /** The new secret, sealed; null keeps the stored one. */
  sealedSecret: string | null;
}

export function updateSmsSettings(db: Db, tenantId: number, values: SmsSettingsValues, at: Date) {
  return db
    .updateTable('tenant_settings')
    .set({
      sms_provider: values.provider,
      sms_aliyun_access_key_id: values.accessKeyId,
      sms_aliyun_sign_name: values.signName,
      sms_aliyun_template_code: values.templateCode,
      ...(values.sealedSecret !== null ? { sms_aliyun_secret_sealed: values.sealedSecret, sms_secret_set_at: at } : {}),
      updated_at: at,
    })
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Every QQ group of the tenant (enabled or not), in display order. */
export function listAllQqGroups(db: Db, tenantId: number) {
  return db
    .selectFrom('qq_groups')
    .select(['id', 'game_id', 'name', 'number', 'join_url', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export interface QqGroupValues {
  gameId: number | null;
  name: string;
  number: string;
  joinUrl: string;
  enabled: boolean;
  sort: number;
}

const qqGroupColumns = (group: QqGroupValues) => ({
  game_id: group.gameId,
  name: group.name,
  number: group.number,
  join_url: group.joinUrl,
  enabled: group.enabled,
  sort: group.sort,
});

export function updateQqGroup(db: Db, tenantId: number, id: number, group: QqGroupValues) {
  return db
    .updateTable('qq_groups')
    .set(qqGroupColumns(group))
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export function insertQqGroup(db: Db, tenantId: number, group: QqGroupValues) {
  return db
    .insertInto('qq_groups')
    .values({ tenant_id: tenantId, ...qqGroupColumns(group) })
    .execute();
}

/** Deletes the tenant's QQ groups other than `keepIds` (nothing refers to a group). */
export function deleteQqGroupsExcept(db: Db, tenantId: number, keepIds: number[]) {
  let query = db.deleteFrom('qq_groups').where('tenant_id', '=', tenantId);
  if (keepIds.length > 0) query = query.where('id', 'not in', keepIds);
  return query.execute();
}

/** Which of these game ids are games of the tenant. */
export async function findTenantGameIds(db: Db, tenantId: number, gameIds: number[]): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('games')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', gameIds)
    .execute();
  return new Set(rows.map((row) => row.id));
}
