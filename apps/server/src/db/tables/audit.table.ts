import type { ColumnType, Generated, Selectable } from 'kysely';

/** A jsonb column: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson = ColumnType<unknown, string | null, string | null>;

/** One staff action (append-only): who, when, what, on what, the redacted body, and before/after when known. */
export interface StaffAuditLogTable {
  tenant_id: number;
  id: Generated<number>;
  actor_user_id: number;
  actor_roles: string[];
  method: string;
  /** The route pattern, e.g. `/api/staff/listings/:id/approve`. */
  route: string;
  /** `method route`, the viewer's action filter. */
  action: string;
  target: Json<Record<string, string>>;
  target_id: string | null;
  body: NullableJson;
  before: NullableJson;
  after: NullableJson;
  status_code: number;
  request_id: string;
  ip: string;
  created_at: Date;
}

export type StaffAuditLogRow = Selectable<StaffAuditLogTable>;
