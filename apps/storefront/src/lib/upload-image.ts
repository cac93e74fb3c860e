import { type UploadResult, uploadResultSchema } from '@gs/shared/identity';
import { uploadFile } from './upload';

/** What `POST /api/common/upload` takes: images only, at most 5 MB (the server re-encodes them). */
// HEIC is left out on purpose: with it absent from `accept`, iOS converts photos to JPEG when picked.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;

export type ImageFileProblem = 'type' | 'size';

/** Checks a picked file before sending it, so a wrong file fails at once instead of after the upload. */
export function findImageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** POST /api/common/upload: stores one image and answers its URL and size, reporting progress 0–100. */
export async function uploadImage(
  file: Blob,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadResult> {
  const data = await uploadFile('/api/common/upload', file, options);
  return uploadResultSchema.parse(data);
}
