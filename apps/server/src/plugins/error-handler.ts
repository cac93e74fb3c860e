import { ERROR_STATUS, type ErrorCode, type FieldError } from '@gs/shared/envelope';
import type { Locale } from '@gs/shared/tenant';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldMessage } from '../lib/errors.ts';
import { localeFromHeader, type MessageKey, type MessageParams, renderMessage } from '../lib/messages.ts';
import { toFieldErrors } from '../lib/validation-messages.ts';

/** The request's language: the client's Accept-Language, else the tenant's default, else Chinese. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromHeader(request.headers['accept-language']) ?? request.tenant?.default_locale ?? 'zh-CN';
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** An error to answer; its status is its code's (ERROR_STATUS). */
interface ErrorBody {
  errorCode: ErrorCode;
  messageKey: MessageKey;
  params?: MessageParams;
  fields?: (FieldError | FieldMessage)[];
  extra?: Record<string, unknown>;
}

/**
 * The code of a framework's own 4xx refusal (multipart limits, static-file conditions and ranges…): the generic
 * code of its status; any other 4xx is answered as a plain 400.
 */
const frameworkErrorCodes: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  422: 'BUSINESS_RULE',
  429: 'RATE_LIMITED',
};

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: numeric value out of range, invalid text representation,
 * string too long…) raised by a value from the request. Errors of the pg driver carry `severity` beside `code`.
 */
function isBadInputFromDatabase(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECTION_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * The database is out of reach, not the request at fault: no connection (refused, reset, timed out), the server
 * shutting down or crashed (SQLSTATE 57P01–57P03), a connection exception (class 08), or the pg driver's own words
 * for a connection that ended. Answered 503, which a balancer retries elsewhere and a client may try again.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_ERRORS.has(code) || /^(08...|57P0[123])$/.test(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnreachable);
  return typeof message === 'string' && CONNECTION_MESSAGE.test(message);
}

/** Classifies any thrown error as an expected client error or an internal one. */
function classify(error: FastifyError | AppError, request: FastifyRequest, bodyLimit: number): ErrorBody {
  if (error instanceof AppError) {
    return {
      errorCode: error.errorCode,
      messageKey: error.messageKey,
      params: error.params,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.extra ? { extra: error.extra } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = toFieldErrors(request, error.validation, error.validationContext, requestLocale(request));
    const details = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    return { errorCode: 'VALIDATION_FAILED', messageKey: 'validationFailed', params: { details }, fields };
  }
  if (isDatabaseUnreachable(error)) return { errorCode: 'SERVICE_UNAVAILABLE', messageKey: 'databaseUnavailable' };
  if (isBadInputFromDatabase(error)) {
    // A value no column can hold reached a query (an id beyond the integer range): the client's input, not ours.
    return { errorCode: 'BAD_REQUEST', messageKey: 'valueOutOfRange' };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { errorCode: 'INVALID_JSON', messageKey: 'invalidJson', params: { reason: error.message } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { errorCode: 'INVALID_JSON', messageKey: 'emptyJsonBody' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        errorCode: 'PAYLOAD_TOO_LARGE',
        messageKey: 'payloadTooLarge',
        params: { limit: formatBytes(bodyLimit) },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        errorCode: 'UNSUPPORTED_MEDIA_TYPE',
        messageKey: 'unsupportedMediaType',
        params: { type: String(request.headers['content-type'] ?? '') },
      };
  }
  if (error instanceof SyntaxError && 'statusCode' in error && error.statusCode === 400) {
    return { errorCode: 'INVALID_JSON', messageKey: 'invalidJson', params: { reason: error.message } };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const errorCode = frameworkErrorCodes[status] ?? 'BAD_REQUEST';
    return { errorCode, messageKey: 'badRequest', params: { reason: error.message } };
  }
  return { errorCode: 'INTERNAL_ERROR', messageKey: 'internalError' };
}

/** Writes the error envelope: the HTTP status repeated as `code`, a sentence in the request's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, body: ErrorBody) {
  const locale = requestLocale(request);
  const msg = renderMessage(body.messageKey, locale, body.params);
  const status = ERROR_STATUS[body.errorCode];
  return reply.status(status).send({
    code: status,
    msg,
    data: null,
    errorCode: body.errorCode,
    // A field error raised by a service without its own wording carries the envelope's sentence.
    ...(body.fields
      ? {
          fields: body.fields.map((f) => ({
            field: f.field,
            message: 'messageKey' in f ? renderMessage(f.messageKey, locale, f.params) : f.message || msg,
          })),
        }
      : {}),
    ...(body.extra ?? {}),
    requestId: request.id,
  });
}

/** One error handler for the whole app: expected failures become 4xx envelopes, the rest a fixed 500. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const body = classify(error, request, app.initialConfig.bodyLimit ?? 1024 * 1024);
    const status = ERROR_STATUS[body.errorCode];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errorCode: body.errorCode, status }, 'request rejected');
    return sendError(request, reply, body);
  });
});
