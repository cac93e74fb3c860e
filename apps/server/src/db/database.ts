import type { Kysely, Transaction } from 'kysely';
import type { AppVersionsTable } from '../modules/app-versions/app-versions.table.ts';
import type { DecorationsTable } from '../modules/decoration/decoration.table.ts';
import type { TenantDomainsTable, TenantSettingsTable, TenantsTable } from '../modules/tenants/tenants.table.ts';
import type { BrowseEventsTable } from '../modules/tracking/tracking.table.ts';

/** Every table of the schema, as kysely sees it. */
export interface Database {
  tenants: TenantsTable;
  tenant_domains: TenantDomainsTable;
  tenant_settings: TenantSettingsTable;
  decorations: DecorationsTable;
  app_versions: AppVersionsTable;
  browse_events: BrowseEventsTable;
}

/** A database handle or an open transaction: repositories accept either so callers choose the transaction. */
export type Db = Kysely<Database> | Transaction<Database>;
