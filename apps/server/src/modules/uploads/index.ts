/** Uploads: user images (re-encoded, owned per user) and the media store they live in. */
export { createDiskMediaReader, createDiskMediaStore, type MediaReader, type MediaStore } from './media-store.ts';
export { assertOwnUpload } from './uploads.service.ts';
