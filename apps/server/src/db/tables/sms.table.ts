import type { SmsScene } from '@gs/shared/identity';
import type { ColumnType, Generated } from 'kysely';

export interface SmsCodesTable {
  tenant_id: number;
  id: Generated<number>;
  phone: string;
  scene: SmsScene;
  code_hash: string;
  ip: string;
  attempts: ColumnType<number, number | undefined>;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface SmsOutboxTable {
  tenant_id: number;
  id: Generated<number>;
  phone: string;
  scene: string;
  body: string;
  provider: string;
  provider_message_id: string | null;
  status: 'sent' | 'failed';
  error: string | null;
  created_at: Date;
}
