import type { FieldError } from '@gs/shared/envelope-basics';

/** An envelope whose `code` is not 200: the server answered and said no. `msg` is meant for the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  readonly msg: string;
  readonly errorCode: string | undefined;
  readonly fields: FieldError[];
  readonly requestId: string | undefined;
  /** The HTTP status of the response that carried the envelope. */
  readonly status: number;
  /** Seconds to wait before trying again, when the server said so (429 answers). */
  readonly retryAfter: number | undefined;
  /** What else the envelope carried beside the standard keys (`orderId` of a conflicting order, a `link`). */
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(init: {
    code: number;
    msg: string;
    status: number;
    errorCode?: string | undefined;
    fields?: FieldError[] | undefined;
    requestId?: string | undefined;
    retryAfter?: number | undefined;
    extra?: Record<string, unknown> | undefined;
  }) {
    super(init.msg || `Request failed with code ${init.code}`);
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.fields = init.fields ?? [];
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.extra = init.extra ?? {};
  }
}
