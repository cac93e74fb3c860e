import type { Generated } from 'kysely';

export interface SessionsTable {
  tenant_id: number;
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface LoginFailuresTable {
  tenant_id: number;
  id: Generated<number>;
  account: string;
  ip: string;
  created_at: Date;
}
