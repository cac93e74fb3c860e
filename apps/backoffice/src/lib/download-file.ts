import { settleEnvelope } from '@gs/web/envelope';
import { HttpError } from '@gs/web/http-error';
import { encodeQuery, type QueryParams } from '@gs/web/query-string';
import { buildHeaders } from '@gs/web/request';
import { apiClient } from './api-client';
import { getLanguage } from './i18n';
import { clearSession, getToken } from './storage';

/** Files take longer than the 10 s API limit: an export writes up to 10,000 rows. */
const DOWNLOAD_TIMEOUT_MS = 60_000;

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * GET a file from the API (`path` starts with /api, e.g. `/api/staff/orders/export`) with the staff token in the
 * headers, never a bare link, so the token stays out of URLs and logs. A failure answers an envelope, settled like
 * every other call (the 401 rules); a call that takes over 60 s ends as a timeout.
 */
export async function downloadFile(path: string, query: QueryParams, fallbackName: string): Promise<DownloadedFile> {
  const token = getToken();
  const search = encodeQuery(query);
  const url = `${apiClient.getApiBase()}${path.slice('/api'.length)}${search ? `?${search}` : ''}`;
  const headers = buildHeaders({}, token, getLanguage(), false);
  headers.set('Accept', '*/*');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: controller.signal });
    } catch (cause) {
      throw new HttpError(controller.signal.aborted ? 'timeout' : 'network', null, { cause });
    }
    if (!response.ok) {
      settleEnvelope(
        await response.text(),
        response,
        { path, hadToken: token !== null },
        { handlers: apiClient.getSessionHandlers, clearSession, forbiddenEndsSession: false },
      );
      throw new HttpError('http', response.status);
    }
    const blob = await response.blob();
    return { blob, filename: filenameOf(response.headers.get('content-disposition'), fallbackName) };
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, filename }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
