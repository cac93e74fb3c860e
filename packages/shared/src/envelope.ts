import { z } from 'zod';

/** Envelope `code` for success; errors carry their HTTP status as the code. */
export const SUCCESS_CODE = 200;

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
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Wraps a payload schema in the `{ code, msg, data }` envelope every API answer uses. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  errorCode: z.string().optional(),
  fields: z.array(fieldErrorSchema).optional(),
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

/** A page of rows, as every list call answers. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** Common paging query: 1-based page number, page size up to 100. */
export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
