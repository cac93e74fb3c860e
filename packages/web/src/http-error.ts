/**
 * Why a request failed without a usable envelope:
 * `http` a non-2xx answer that is not an envelope, `invalid-response` a 2xx answer that is not an envelope,
 * `network` fetch itself failed, `timeout` the 10 s limit passed, `aborted` the caller cancelled.
 */
export type HttpErrorKind = 'http' | 'invalid-response' | 'network' | 'timeout' | 'aborted';

/** A transport-level failure. Rejected to callers; the client never shows a message for it (SPEC §8). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  /** HTTP status when a response arrived, otherwise null. */
  readonly status: number | null;

  constructor(kind: HttpErrorKind, status: number | null, options?: { cause?: unknown }) {
    super(status === null ? `Request failed (${kind})` : `Request failed (${kind}, HTTP ${status})`, options);
    this.kind = kind;
    this.status = status;
  }
}
