import type { StaffContactKind, StaffContactRole } from '@gs/shared/staff-contacts';
import type { Generated, Selectable } from 'kysely';

/** One of the tenant's genuine staff contacts (QQ, WeChat, phone), for the anti-scam check. */
export interface StaffContactsTable {
  tenant_id: number;
  id: Generated<number>;
  kind: StaffContactKind;
  value: string;
  value_normalized: string;
  display_name: string;
  role: StaffContactRole;
  is_public: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type StaffContactRow = Selectable<StaffContactsTable>;
