import {
  type PrivateUploadPurpose,
  type PrivateUploadResult,
  privateUploadIdOf,
  privateUploadResultSchema,
} from '@gs/shared/identity';
import { ApiError } from '@gs/web/api-error';
import { HttpError } from '@gs/web/http-error';
import { buildHeaders } from '@gs/web/request';
import { apiClient } from './api-client';
import { getLanguage } from './i18n';
import { getToken } from './storage';
import { type UploadOptions, uploadFile } from './upload';

/**
 * POST /api/upload/private?purpose=…: stores an image privately (ID card photos, real-name screenshots) and answers
 * an opaque reference (`private:<id>`) for the form, never a public URL; progress 0–100 like any upload.
 */
export async function uploadPrivateImage(
  file: Blob,
  purpose: PrivateUploadPurpose,
  options: UploadOptions = {},
): Promise<PrivateUploadResult> {
  const data = await uploadFile(`/api/upload/private?purpose=${purpose}`, file, options);
  return privateUploadResultSchema.parse(data);
}

/**
 * GET /api/upload/private/{id}: one of the user's private images as a Blob, sent with the token (the image is not
 * public, so an <img src> cannot load it); show it through an object URL and revoke that when done.
 */
export async function getPrivateImage(ref: string, signal?: AbortSignal): Promise<Blob> {
  const id = privateUploadIdOf(ref);
  if (!id) throw new HttpError('http', 404);
  return getPrivateFile(`/upload/private/${id}`, signal);
}

/**
 * GET /api{path}: private image bytes (a private upload, a claim's image) as a Blob, sent with the token. The routes
 * answer image bytes, not an envelope, and are never cached; a refusal still comes as an envelope.
 */
export async function getPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers = buildHeaders({}, getToken(), getLanguage(), false);
  let response: Response;
  try {
    response = await fetch(`${apiClient.getApiBase()}${path}`, {
      headers,
      signal: signal ?? null,
      cache: 'no-store',
    });
  } catch (cause) {
    throw new HttpError(signal?.aborted ? 'aborted' : 'network', null, { cause });
  }
  if (response.ok) return response.blob();
  const envelope = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
  if (envelope && typeof envelope.code === 'number') {
    throw new ApiError({ code: envelope.code, msg: envelope.msg ?? '', status: response.status });
  }
  throw new HttpError('http', response.status);
}
