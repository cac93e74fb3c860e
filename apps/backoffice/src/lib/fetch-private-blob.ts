import { ApiError } from '@gs/web/api-error';
import { HttpError } from '@gs/web/http-error';
import { buildHeaders } from '@gs/web/request';
import { apiClient } from './api-client';
import { getLanguage } from './i18n';
import { getToken } from './storage';

/**
 * GET a private file (an ID photo, a seller's real-name screenshot, a feedback or chat image) from a staff route
 * under /api as a Blob. Those routes answer image bytes, not an envelope, so the fetch is made here with the
 * client's headers; the server audits each read and forbids caching. `path` is below /api, e.g.
 * `/staff/listings/7/proof`. Show the Blob through an object URL and revoke it when done.
 */
export async function fetchPrivateBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const headers = buildHeaders({}, getToken(), getLanguage(), false);
  let response: Response;
  try {
    response = await fetch(`${apiClient.getApiBase()}${path}`, { headers, signal: signal ?? null, cache: 'no-store' });
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
