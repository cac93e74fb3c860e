import { type UploadResult, uploadResultSchema } from '@gs/shared/identity';
import { apiClient } from '../../../lib/api-client';

/** POST /api/common/upload: one image, re-encoded by the server; answers its `/uploads/…` URL. Progress in percent. */
export async function uploadAvatar(file: Blob, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return uploadResultSchema.parse(await apiClient.uploadFile('/api/common/upload', file, { onProgress }));
}
