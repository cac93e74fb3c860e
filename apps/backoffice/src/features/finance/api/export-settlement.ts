import { settleEnvelope } from '@gs/web/envelope';
import { HttpError } from '@gs/web/http-error';
import { encodeQuery } from '@gs/web/query-string';
import { buildHeaders } from '@gs/web/request';
import { apiClient } from '../../../lib/api-client';
import { getLanguage } from '../../../lib/i18n';
import { clearSession, getToken } from '../../../lib/storage';
import type { SettlementRange } from './get-settlement';

const EXPORT_TIMEOUT_MS = 60_000;

export type SettlementFormat = 'csv' | 'xlsx';

export interface ExportedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
function filenameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * GET /api/staff/finance/settlement?format=csv|xlsx: the report as a file, fetched with the staff token (never a bare
 * link, so the token stays out of URLs and logs). A failure answers an envelope, settled like every other call.
 */
export async function exportSettlement(format: SettlementFormat, range: SettlementRange): Promise<ExportedFile> {
  const path = '/api/staff/finance/settlement';
  const token = getToken();
  const url = `${apiClient.getApiBase()}${path.slice('/api'.length)}?${encodeQuery({ ...range, format })}`;
  const headers = buildHeaders({}, token, getLanguage(), false);
  headers.set('Accept', '*/*');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXPORT_TIMEOUT_MS);
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
    return { blob, filename: filenameOf(response.headers.get('content-disposition'), `settlement.${format}`) };
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, filename }: ExportedFile): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
