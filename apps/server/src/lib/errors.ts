import type { ErrorCode, FieldError } from '@gs/shared/envelope';
import type { MessageKey } from './messages.ts';

/**
 * An expected failure with its HTTP status. `messageKey` names a sentence in lib/messages.ts, rendered in the
 * request's language by the error handler, so services never build user-facing text themselves.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly fields: FieldError[] | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    status: number,
    errorCode: ErrorCode,
    messageKey: MessageKey,
    options: { params?: Record<string, string | number>; fields?: FieldError[]; extra?: Record<string, unknown> } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.status = status;
    this.errorCode = errorCode;
    this.messageKey = messageKey;
    this.params = options.params ?? {};
    this.fields = options.fields;
    this.extra = options.extra;
  }
}

export const notFound = (messageKey: MessageKey = 'notFound', params?: Record<string, string | number>) =>
  new AppError(404, 'NOT_FOUND', messageKey, params ? { params } : {});
