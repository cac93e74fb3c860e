import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorCodeOfStatus,
  type ErrorStatus,
  type FieldError,
} from '@gs/shared/envelope';
import { type MessageKey, type MessageParams, renderMessage } from './messages.ts';

/**
 * A field error whose sentence is a message key, rendered in the request's language by the error handler: for
 * failures that name several fields, each with its own sentence.
 */
export interface FieldMessage {
  field: string;
  messageKey: MessageKey;
  params?: MessageParams;
}

/**
 * An expected failure with its HTTP status. `messageKey` names a sentence in lib/messages.ts, rendered in the
 * request's language by the error handler, so services never build user-facing text themselves.
 *
 * The status is the error code's in ERROR_STATUS: the compiler refuses any other (`new AppError(422, 'NOT_FOUND', …)`
 * does not build), so one code never answers two statuses. It stays at the call site to be read there.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly fields: (FieldError | FieldMessage)[] | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    status: ErrorStatus<C>,
    errorCode: C,
    messageKey: MessageKey,
    options: {
      params?: MessageParams;
      fields?: (FieldError | FieldMessage)[];
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
    // For callers the compiler cannot see (casts, plain JavaScript): a wrong pair is a bug, not a 4xx.
    if (status !== ERROR_STATUS[errorCode]) throw new TypeError(`${errorCode} answers ${ERROR_STATUS[errorCode]}`);
    this.name = 'AppError';
    this.status = status;
    this.errorCode = errorCode;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.extra = options.extra;
  }
}

/** The one way to raise a 404: `NOT_FOUND`, or the more specific 404 code given (an unknown route or tenant). */
export const notFound = (
  messageKey: MessageKey = 'notFound',
  params?: MessageParams,
  errorCode: ErrorCodeOfStatus<404> = 'NOT_FOUND',
) => new AppError(404, errorCode, messageKey, params ? { params } : {});

/** A failure as one English sentence for a command-line tool: an AppError's message, else the error's own. */
export function describeError(error: unknown): string {
  if (error instanceof AppError) return renderMessage(error.messageKey, 'en-US', error.params);
  return error instanceof Error ? error.message : String(error);
}
