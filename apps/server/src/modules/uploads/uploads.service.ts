import { randomBytes } from 'node:crypto';
import type { UploadResult } from '@gs/shared/identity';
import type { UserContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { reencodeImage } from './image-processing.ts';
import type { MediaStore } from './media-store.ts';

/** Every user's uploads live under their own prefix, so a form can check that an image URL is theirs. */
export function userUploadPrefix(tenantId: number, userId: number): string {
  return `/uploads/u/${tenantId}/${userId}/`;
}

/** 400 unless the URL is one of the signed-in user's uploads (not someone else's, not an outside address). */
export function assertOwnUpload(ctx: UserContext, url: string): void {
  const prefix = userUploadPrefix(ctx.tenantId, ctx.userId);
  if (!url.startsWith(prefix) || url.includes('..') || !/^[\w/.-]+$/.test(url)) {
    throw new AppError(400, 'UPLOAD_REJECTED', 'uploadNotOwned');
  }
}

/** Stores the signed-in user's image upload after re-encoding it; answers its URL and size. */
export async function storeUserImage(ctx: UserContext, media: MediaStore, bytes: Buffer): Promise<UploadResult> {
  const image = await reencodeImage(bytes);
  const month = ctx.clock.now().toISOString().slice(0, 7);
  const key = `u/${ctx.tenantId}/${ctx.userId}/${month}/${randomBytes(12).toString('base64url')}.webp`;
  const url = await media.put(key, image.data);
  return { url, width: image.width, height: image.height, size: image.data.length };
}
