import type { ColumnType, Generated, Selectable } from 'kysely';

/** A tenant's partner app: its branding and its signing secret, sealed with the secret box. */
export interface PartnersTable {
  tenant_id: number;
  id: Generated<number>;
  code: string;
  name: string;
  logo_url: ColumnType<string, string | undefined>;
  color: string;
  secret_sealed: string;
  secret_set_at: Date;
  enabled: ColumnType<boolean, boolean | undefined>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A nonce a partner's signed link used (a link works once). */
export interface PartnerNoncesTable {
  tenant_id: number;
  partner_id: number;
  nonce: string;
  created_at: Date;
}

/** Which user a partner's account signs in as; `user_created` when the partner's link created the user. */
export interface PartnerLinksTable {
  tenant_id: number;
  partner_id: number;
  partner_uid: string;
  user_id: number;
  user_created: boolean;
  created_at: Date;
  last_login_at: Date;
}

export type PartnerRow = Selectable<PartnersTable>;
export type PartnerLinkRow = Selectable<PartnerLinksTable>;
