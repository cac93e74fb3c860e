import type { RealNamePhotoSide } from '@gs/shared/identity';
import { ApiError } from '@gs/web/api-error';
import { HttpError } from '@gs/web/http-error';
import { buildHeaders } from '@gs/web/request';
import { apiClient } from '../../../lib/api-client';
import { getLanguage } from '../../../lib/i18n';
import { getToken } from '../../../lib/storage';

/**
 * GET /api/staff/realname/reviews/{id}/photos/{side}: one ID card photo as a Blob. The route answers image bytes,
 * not an envelope, so it is fetched here with the client's headers; every look is audited by the server and the
 * answer is never cached (the caller shows it through an object URL it revokes).
 */
export async function getReviewPhoto(id: number, side: RealNamePhotoSide, signal?: AbortSignal): Promise<Blob> {
  const headers = buildHeaders({}, getToken(), getLanguage(), false);
  const url = `${apiClient.getApiBase()}/staff/realname/reviews/${id}/photos/${side}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: signal ?? null, cache: 'no-store' });
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
