/** Uploads: user images (re-encoded, owned per user), the media store they live in, and the private store. */
export { createDiskMediaStore, type MediaStore } from './media-store.ts';
export { sendPrivateFile } from './private-file-reply.ts';
export {
  assertOwnPrivateUpload,
  createPrivateUploads,
  type PrivateFile,
  type PrivateUploads,
  readPrivateUploadByRef,
  storePrivateImage,
} from './private-uploads.service.ts';
export { assertOwnUpload } from './uploads.service.ts';
