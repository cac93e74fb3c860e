import type { Locale } from '@gs/shared/tenant';
import type { Db } from '../db/database.ts';
import type { Clock } from './clock.ts';

/** What every tenant-scoped service call receives first: the tenant comes from the Host header, never a body. */
export interface RequestContext {
  db: Db;
  tenantId: number;
  locale: Locale;
  clock: Clock;
}
