import type { Selectable } from 'kysely';

/** What a private upload's row records: the encrypted bytes themselves live in the private media folder. */
export type PrivateUploadPurpose = 'realname' | 'selling-proof' | 'feedback' | 'merchant-doc' | 'chat' | 'claim';

/** A private upload (ID photo, real-name screenshot…): owner, purpose and a digest of the plaintext. */
export interface PrivateUploadsTable {
  tenant_id: number;
  id: string;
  owner_user_id: number;
  purpose: PrivateUploadPurpose;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_at: Date;
}

export type PrivateUploadRow = Selectable<PrivateUploadsTable>;
