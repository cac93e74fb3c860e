import type { Db } from '../../db/database.ts';
import type { PrivateUploadPurpose } from '../../db/tables/private-uploads.table.ts';

export interface NewPrivateUpload {
  id: string;
  ownerUserId: number;
  purpose: PrivateUploadPurpose;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  at: Date;
}

export function insertPrivateUpload(db: Db, tenantId: number, upload: NewPrivateUpload) {
  return db
    .insertInto('private_uploads')
    .values({
      tenant_id: tenantId,
      id: upload.id,
      owner_user_id: upload.ownerUserId,
      purpose: upload.purpose,
      content_type: upload.contentType,
      size_bytes: upload.sizeBytes,
      sha256: upload.sha256,
      created_at: upload.at,
    })
    .execute();
}

/** One private upload's row of the tenant, or undefined. */
export function findPrivateUpload(db: Db, tenantId: number, id: string) {
  return db
    .selectFrom('private_uploads')
    .select(['id', 'owner_user_id', 'purpose', 'content_type', 'size_bytes', 'sha256'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
