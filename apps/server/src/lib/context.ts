import type { StaffRole } from '@gs/shared/identity';
import type { Locale } from '@gs/shared/tenant';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { TenantSettingsTable, TenantsTable } from '../db/tables/tenants.table.ts';
import type { Caches } from './caches.ts';
import type { Clock } from './clock.ts';

/** The tenant of a request with the settings every request may need (resolved from the Host header). */
export type TenantRecord = Pick<Selectable<TenantsTable>, 'id' | 'code' | 'name' | 'status' | 'kind' | 'retail_key'> &
  Pick<
    Selectable<TenantSettingsTable>,
    | 'avatar_url'
    | 'use_theme'
    | 'service_groups'
    | 'hot_searches'
    | 'hot_searches_en'
    | 'default_locale'
    | 'primary_color'
    | 'price_markup_bp'
    | 'service_contacts'
    | 'captcha_enabled'
    | 'company_name'
    | 'icp_number'
    | 'service_hours'
    | 'contact_phone'
    | 'contact_email'
    | 'amount_label'
  >;

/** What work outside a request (the scheduler's sweeps) runs with; it finds each row's tenant itself. */
export interface SystemContext {
  db: Db;
  clock: Clock;
  caches: Caches;
}

/** What every tenant-scoped service call receives first: the tenant comes from the Host header, never a body. */
export interface RequestContext {
  db: Db;
  tenantId: number;
  /** The tenant with its settings, as resolved for this request (cached briefly). */
  tenant: TenantRecord;
  locale: Locale;
  clock: Clock;
  /** The app's per-tenant caches (owned by the composition root). */
  caches: Caches;
}

/** A request context with the signed-in user (buyer, seller or staff alike); the user comes from the session. */
export type UserContext = RequestContext & { userId: number };

/** A staff member's context: the signed-in user and the roles the request was authorised with (by the route guard). */
export type StaffContext = UserContext & { roles: readonly StaffRole[] };
