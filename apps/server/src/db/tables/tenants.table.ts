import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface TenantsTable {
  id: Generated<number>;
  code: string;
  name: string;
  status: ColumnType<'active' | 'suspended', 'active' | 'suspended' | undefined>;
  /** 'platform': the platform's own tenant (its console, on PLATFORM_HOSTS); every other tenant is a shop. */
  kind: ColumnType<'shop' | 'platform', 'shop' | 'platform' | undefined, never>;
  retail_key: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TenantDomainsTable {
  host: string;
  tenant_id: number;
  is_primary: ColumnType<boolean, boolean | undefined>;
  created_at: Generated<Date>;
}

export interface ServiceContactRow {
  kind: 'qq' | 'wechat';
  label: string;
  value: string;
}

export interface TenantSettingsTable {
  tenant_id: number;
  avatar_url: ColumnType<string, string | undefined>;
  use_theme: ColumnType<number, number | undefined>;
  service_groups: ColumnType<string[], string[] | undefined>;
  hot_searches: ColumnType<string[], string[] | undefined>;
  /** The hot searches English readers see; empty: `hot_searches`, game names read in English. */
  hot_searches_en: ColumnType<string[], string[] | undefined>;
  default_locale: ColumnType<'zh-CN' | 'en-US', 'zh-CN' | 'en-US' | undefined>;
  primary_color: ColumnType<string, string | undefined>;
  price_markup_bp: ColumnType<number, number | undefined>;
  service_contacts: ColumnType<ServiceContactRow[], string | undefined, string>;
  captcha_enabled: ColumnType<boolean, boolean | undefined>;
  /** 'platform': the server's SMS provider; 'aliyun': the shop's own Aliyun account below. */
  sms_provider: ColumnType<'platform' | 'aliyun', 'platform' | 'aliyun' | undefined>;
  sms_aliyun_access_key_id: ColumnType<string, string | undefined>;
  sms_aliyun_sign_name: ColumnType<string, string | undefined>;
  sms_aliyun_template_code: ColumnType<string, string | undefined>;
  /** The Aliyun access key secret, sealed with the secret box. */
  sms_aliyun_secret_sealed: ColumnType<string | null, string | null | undefined>;
  sms_secret_set_at: ColumnType<Date | null, Date | null | undefined>;
  /** The storefront footer's lines ('' leaves one out). */
  company_name: ColumnType<string, string | undefined>;
  icp_number: ColumnType<string, string | undefined>;
  service_hours: ColumnType<string, string | undefined>;
  contact_phone: ColumnType<string, string | undefined>;
  contact_email: ColumnType<string, string | undefined>;
  /** 'symbol': amounts as ¥1,280.00; 'code': as CNY 1,280.00. */
  amount_label: ColumnType<'symbol' | 'code', 'symbol' | 'code' | undefined>;
  updated_at: Generated<Date>;
}

export type TenantRow = Selectable<TenantsTable>;
export type NewTenant = Insertable<TenantsTable>;
export type TenantSettingsRow = Selectable<TenantSettingsTable>;
