import type { Generated } from 'kysely';

export interface BrowseEventsTable {
  tenant_id: number;
  id: Generated<number>;
  kind: 'tenant' | 'goods';
  path: string | null;
  goods_id: number | null;
  user_id: number | null;
  visitor_id: string;
  created_at: Generated<Date>;
}
