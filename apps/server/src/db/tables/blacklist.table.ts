import type { Generated, Selectable } from 'kysely';

/**
 * Accounts and sellers refused for retrieval or fraud (DOMAIN "blacklist"). An account is known by the keyed digest
 * of its normalized login in one game (never the login itself); a seller by user id, in one game or all (null).
 */
export interface BlacklistEntriesTable {
  tenant_id: number;
  id: Generated<number>;
  game_id: number | null;
  login_digest: string | null;
  seller_user_id: number | null;
  reason: string;
  evidence: Generated<string>;
  /** Shown publicly (issue 13): what the entry is for. */
  reason_category: Generated<'retrieval' | 'chargeback' | 'other'>;
  /** The login masked (`ab****yz`) for the staff list; null for seller entries and older rows. */
  login_masked: Generated<string | null>;
  created_by: number | null;
  created_at: Generated<Date>;
}

export type BlacklistEntryRow = Selectable<BlacklistEntriesTable>;
