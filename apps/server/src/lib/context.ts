import type { Locale } from '@gs/shared/tenant';
import type { Db } from '../db/database.ts';
import type { TenantRecord } from '../modules/tenants/tenants.repository.ts';
import type { Clock } from './clock.ts';

/** What every tenant-scoped service call receives first: the tenant comes from the Host header, never a body. */
export interface RequestContext {
  db: Db;
  tenantId: number;
  /** The tenant with its settings, as resolved for this request (cached briefly). */
  tenant: TenantRecord;
  locale: Locale;
  clock: Clock;
}
