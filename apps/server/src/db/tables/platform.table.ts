import type { PlatformAuditAction } from '@gs/shared/platform';
import type { ColumnType, Generated } from 'kysely';

/** Every platform action (issue 25): who, what, on which shop, and what changed. */
export interface PlatformAuditTable {
  id: Generated<number>;
  at: Date;
  actor_user_id: number;
  actor_name: string;
  action: PlatformAuditAction;
  tenant_id: number | null;
  detail: ColumnType<Record<string, unknown>, string, string>;
}
