import { createHash, randomUUID } from 'node:crypto';
import { type PrivateUploadResult, privateUploadIdOf } from '@gs/shared/identity';
import type { Db } from '../../db/database.ts';
import type { PrivateUploadPurpose } from '../../db/tables/private-uploads.table.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { reencodeImage } from './image-processing.ts';
import { createDiskPrivateMediaStore, type PrivateMediaStore } from './private-media.ts';
import { findPrivateUpload, insertPrivateUpload } from './private-uploads.repository.ts';

/** The private upload store: sealed files on disk, opened with the secret box. */
export interface PrivateUploads {
  store: PrivateMediaStore;
  secretBox: SecretBox;
}

/** The private store on local disk under `root` (a folder the public `/uploads/` route does not serve). */
export function createPrivateUploads(root: string, secretBox: SecretBox): PrivateUploads {
  return { store: createDiskPrivateMediaStore(root), secretBox };
}

/** A private file in clear, for a guarded, never-cached answer. */
export interface PrivateFile {
  content: Buffer;
  contentType: string;
}

// Binds each sealed file to its tenant and id: a file copied under another name or tenant does not open.
const aadOf = (tenantId: number, id: string) => `private-upload:${tenantId}:${id}`;

/** The reference forms send for a private upload. */
export const privateUploadRef = (id: string) => `private:${id}`;

/**
 * Stores the signed-in user's image privately: re-encoded like a public upload (type sniffed, size and pixels
 * bounded, metadata dropped), sealed with the secret box, written outside the public folder, one row recording
 * owner and purpose. 400 when the bytes are not an image.
 */
export async function storePrivateImage(
  ctx: UserContext,
  deps: PrivateUploads,
  purpose: PrivateUploadPurpose,
  bytes: Buffer,
): Promise<PrivateUploadResult> {
  const image = await reencodeImage(bytes);
  const id = randomUUID();
  await deps.store.write(ctx.tenantId, id, deps.secretBox.encryptBytes(image.data, aadOf(ctx.tenantId, id)));
  try {
    await insertPrivateUpload(ctx.db, ctx.tenantId, {
      id,
      ownerUserId: ctx.userId,
      purpose,
      contentType: 'image/webp',
      sizeBytes: image.data.length,
      sha256: createHash('sha256').update(image.data).digest('hex'),
      at: ctx.clock.now(),
    });
  } catch (error) {
    await deps.store.remove(ctx.tenantId, id);
    throw error;
  }
  return { id, ref: privateUploadRef(id), width: image.width, height: image.height, size: image.data.length };
}

async function openPrivateFile(
  scope: { db: Db; tenantId: number },
  deps: PrivateUploads,
  id: string,
  allowed: (row: { owner_user_id: number }) => boolean,
): Promise<PrivateFile | null> {
  const row = await findPrivateUpload(scope.db, scope.tenantId, id);
  if (!row || !allowed(row)) return null;
  const sealed = await deps.store.read(scope.tenantId, id);
  if (!sealed) return null;
  const content = deps.secretBox.decryptBytes(sealed, aadOf(scope.tenantId, id));
  if (createHash('sha256').update(content).digest('hex') !== row.sha256) {
    throw new Error(`Private upload ${id} does not match its digest`);
  }
  return { content, contentType: row.content_type };
}

/** The signed-in user's own private upload in clear; 404 for anyone else's (or another tenant's), as if absent. */
export async function readOwnPrivateUpload(ctx: UserContext, deps: PrivateUploads, id: string): Promise<PrivateFile> {
  const file = await openPrivateFile(ctx, deps, id, (row) => row.owner_user_id === ctx.userId);
  if (!file) throw notFound('notFound');
  return file;
}

/**
 * Staff: a private upload of the tenant in clear, by the reference a form stored; null when the reference is not a
 * private one or names no file. The caller guards the role and audits the read.
 */
export function readPrivateUploadByRef(
  scope: { db: Db; tenantId: number },
  deps: PrivateUploads,
  ref: string,
): Promise<PrivateFile | null> {
  const id = privateUploadIdOf(ref);
  return id ? openPrivateFile(scope, deps, id, () => true) : Promise.resolve(null);
}

/** 400 unless the reference names a private upload of the signed-in user made for this purpose. */
export async function assertOwnPrivateUpload(
  ctx: UserContext,
  ref: string,
  purpose: PrivateUploadPurpose,
): Promise<void> {
  const id = privateUploadIdOf(ref);
  const row = id ? await findPrivateUpload(ctx.db, ctx.tenantId, id) : undefined;
  if (!row || row.owner_user_id !== ctx.userId || row.purpose !== purpose) {
    throw new AppError(400, 'UPLOAD_REJECTED', 'uploadNotOwned');
  }
}
