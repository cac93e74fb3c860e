import { apiClient } from './api-client';

export { UPLOAD_TIMEOUT_MS, type UploadOptions } from '@gs/web/upload';

/** Posts one file with progress, under the same headers and envelope rules as `request`. */
export const uploadFile = apiClient.uploadFile;
