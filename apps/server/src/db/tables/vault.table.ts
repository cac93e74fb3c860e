import type { Generated } from 'kysely';

/** Game-account credentials, sealed with the secret box (AAD bound to tenant and listing); never in listing rows. */
export interface ListingCredentialsTable {
  tenant_id: number;
  listing_id: number;
  sealed: string;
  /** The key id the value was sealed under (for rotation). */
  key_id: string;
  updated_by: number | null;
  updated_at: Date;
}

export type CredentialPurpose = 'buyer_reveal' | 'staff_read' | 'staff_write';

/** Every read or write of credentials: who, when, for which order. */
export interface CredentialReadsTable {
  tenant_id: number;
  id: Generated<number>;
  listing_id: number;
  order_id: number | null;
  user_id: number;
  purpose: CredentialPurpose;
  at: Date;
}
