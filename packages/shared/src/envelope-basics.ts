import { z } from 'zod';

/**
 * What every API client needs of the envelope contract to read an answer: the success code and the shape of a
 * field error. A module of its own (envelope.ts re-exports it): the storefront's start reads answers with these, and
 * needs none of envelope.ts's other schemas (error codes, paging, exports) until a page asks for them.
 */

/** Envelope `code` for success; errors carry their HTTP status as the code. */
export const SUCCESS_CODE = 200;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
