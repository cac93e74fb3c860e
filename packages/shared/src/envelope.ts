import { z } from 'zod';
import { type FieldError, fieldErrorSchema } from './envelope-basics.ts';

export { type FieldError, fieldErrorSchema, SUCCESS_CODE } from './envelope-basics.ts';

/** Machine-readable error codes carried beside the numeric `code` as `errorCode`. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'TENANT_NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'RATE_LIMITED',
  'LOGIN_FAILED',
  'CAPTCHA_INVALID',
  'SMS_CODE_INVALID',
  'SMS_SEND_FAILED',
  'PHONE_REGISTERED',
  'PHONE_NOT_REGISTERED',
  'ACCOUNT_DISABLED',
  /** The shop lacks the self-operated service (SPEC §6): nobody signs in or trades there. */
  'SERVICE_NOT_ENABLED',
  /** The platform suspended the shop: customers neither sign in nor trade; staff read only. */
  'TENANT_SUSPENDED',
  'REAL_NAME_REJECTED',
  'UPLOAD_REJECTED',
  /** Buying: the listing is sold; someone else is paying for it; it is off sale; the buyer's own unpaid order for
   * it exists (`orderId` beside the code); the buyer's own listing; real-name verification needed (`link`). */
  'LISTING_SOLD',
  'LISTING_LOCKED',
  'LISTING_UNAVAILABLE',
  'OWN_UNPAID_ORDER',
  'OWN_LISTING',
  'REAL_NAME_REQUIRED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  /** A service the shop configured (Easemob chat) failed to answer. */
  'BAD_GATEWAY',
  /** The framework's own refusals that no other code covers (multipart content type, static-file conditions). */
  'NOT_ACCEPTABLE',
  'PRECONDITION_FAILED',
  'RANGE_NOT_SATISFIABLE',
  /** A partner's link names an account that existed before: its owner signs in to it once to link it. */
  'PARTNER_LINK_CONFIRM',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * The one HTTP status of each error code (also the envelope's `code`): 400 invalid input, 401 not signed in,
 * 403 forbidden, 404 not found, 409 conflict with the current state, 422 business rule, 429 rate limited, 5xx the
 * server's or a provider's failure. The server derives every error's status from this table.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  TENANT_NOT_FOUND: 404,
  CONFLICT: 409,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  LOGIN_FAILED: 422,
  CAPTCHA_INVALID: 400,
  SMS_CODE_INVALID: 400,
  SMS_SEND_FAILED: 503,
  PHONE_REGISTERED: 409,
  PHONE_NOT_REGISTERED: 422,
  ACCOUNT_DISABLED: 403,
  SERVICE_NOT_ENABLED: 403,
  TENANT_SUSPENDED: 403,
  REAL_NAME_REJECTED: 422,
  UPLOAD_REJECTED: 400,
  LISTING_SOLD: 409,
  LISTING_LOCKED: 409,
  LISTING_UNAVAILABLE: 409,
  OWN_UNPAID_ORDER: 409,
  OWN_LISTING: 422,
  REAL_NAME_REQUIRED: 422,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  BAD_GATEWAY: 502,
  NOT_ACCEPTABLE: 406,
  PRECONDITION_FAILED: 412,
  RANGE_NOT_SATISFIABLE: 416,
  PARTNER_LINK_CONFIRM: 401,
} as const satisfies Record<ErrorCode, number>;

/** The status of an error code (of each code of a union). */
export type ErrorStatus<C extends ErrorCode = ErrorCode> = (typeof ERROR_STATUS)[C];
/** The codes answered with a given status, e.g. `ErrorCodeOfStatus<404>`. */
export type ErrorCodeOfStatus<S extends number> = { [C in ErrorCode]: ErrorStatus<C> extends S ? C : never }[ErrorCode];

/** Wraps a payload schema in the `{ code, msg, data }` envelope every API answer uses. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  errorCode: z.string().optional(),
  fields: z.array(fieldErrorSchema()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  errorCode?: string;
  fields?: FieldError[];
  requestId?: string;
}

/** A page of rows, as every paged list call answers (`{ rows, total, pageNum, pageSize }`). */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

export interface PageLimits {
  /** The page size when the query names none. */
  defaultSize: number;
  /** The largest page size a caller may ask for. */
  maxSize: number;
}

/**
 * The paging query of a list with its own page-size limits: 1-based `pageNum`, `pageSize` from 1 to `maxSize`.
 * Lists with more filters spread its `shape` into their query object.
 */
export function pageQuerySchemaWith({ defaultSize, maxSize }: PageLimits) {
  return z.object({
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });
}

/** Common paging query: 1-based page number, page size up to 100 (20 when not given). */
export const pageQuerySchema = pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** The most rows a back-office export writes (a file of the list with its current filters). */
export const EXPORT_ROW_LIMIT = 10_000;
/** `format` of the back office's `…/export` calls: a CSV (UTF-8 with a byte-order mark) or an XLSX file. */
export const exportFormatSchema = z.enum(['csv', 'xlsx']).default('csv');
export type ExportFormat = z.infer<typeof exportFormatSchema>;
