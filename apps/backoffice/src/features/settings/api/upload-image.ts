import { type UploadResult, uploadResultSchema } from '@gs/shared/identity';
import { apiClient } from '../../../lib/api-client';

/** POST /api/common/upload: one image, re-encoded by the server; answers its URL. Progress in percent. */
export async function uploadImage(file: Blob, onProgress?: (percent: number) => void): Promise<UploadResult> {
  const data = await apiClient.uploadFile('/api/common/upload', file, { onProgress });
  return uploadResultSchema.parse(data);
}
