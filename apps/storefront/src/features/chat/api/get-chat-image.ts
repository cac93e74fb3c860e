import { ApiError } from '@gs/web/api-error';
import { HttpError } from '@gs/web/http-error';
import { buildHeaders } from '@gs/web/request';
import { apiClient } from '../../../lib/api-client';
import { getLanguage } from '../../../lib/i18n';
import { getToken } from '../../../lib/storage';

/**
 * GET /api/chat/messages/{id}/image: an image message's picture as a Blob, sent with the token (it is private, so
 * an <img src> cannot load it); shown through an object URL. Never cached.
 */
export async function getChatImage(messageId: number, signal?: AbortSignal): Promise<Blob> {
  const headers = buildHeaders({}, getToken(), getLanguage(), false);
  let response: Response;
  try {
    response = await fetch(`${apiClient.getApiBase()}/chat/messages/${messageId}/image`, {
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
