import { HttpError } from './http-error';
import { buildHeaders, type Transport } from './request';

/** Uploads get longer than the 10 s API limit: a 5 MB photo on a slow mobile link needs it. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export interface UploadOptions {
  /** Multipart field name; default `file`. */
  field?: string;
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type UploadFunction = <T = unknown>(path: string, file: Blob, options?: UploadOptions) => Promise<T>;

/**
 * Posts one file as multipart through XMLHttpRequest, because fetch reports no upload progress. Same headers
 * (Token / Authorization, Accept-Language) and the same envelope and 401 / 403 rules as `request`: resolves with
 * the envelope's `data`, rejects with `ApiError` or `HttpError`.
 */
export function createUploadFile(transport: Transport): UploadFunction {
  return function uploadFile<T = unknown>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
    const token = transport.getToken();
    const form = new FormData();
    form.append(options.field ?? 'file', file);

    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', transport.resolveUrl(path));
      xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
      // Content-Type is left to the browser, which adds the multipart boundary.
      buildHeaders({}, token, transport.getLanguage(), false).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });

      const abortFromCaller = () => xhr.abort();
      const cleanUp = () => options.signal?.removeEventListener('abort', abortFromCaller);

      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => {
        cleanUp();
        try {
          const ok = xhr.status >= 200 && xhr.status < 300;
          resolve(
            transport.settle<T>(xhr.responseText, { status: xhr.status, ok }, { path, hadToken: token !== null }),
          );
        } catch (error) {
          reject(error);
        }
      };
      xhr.onerror = () => {
        cleanUp();
        reject(new HttpError('network', null));
      };
      xhr.ontimeout = () => {
        cleanUp();
        reject(new HttpError('timeout', null));
      };
      xhr.onabort = () => {
        cleanUp();
        reject(new HttpError('aborted', null));
      };

      if (options.signal?.aborted) {
        reject(new HttpError('aborted', null));
        return;
      }
      options.signal?.addEventListener('abort', abortFromCaller, { once: true });
      xhr.send(form);
    });
  };
}
