import { z } from 'zod';
import { buildOnFirstUse } from './build-on-first-use.ts';

/**
 * What every API client needs of the envelope contract to read an answer: the success code and the shape of a
 * field error. A module of its own (envelope.ts re-exports it): the storefront's start reads answers with these, and
 * needs none of envelope.ts's other schemas (error codes, paging, exports) until a page asks for them.
 */

/** Envelope `code` for success; errors carry their HTTP status as the code. */
export const SUCCESS_CODE = 200;

/** Built on first use (see buildOnFirstUse): the storefront's start needs it only when an answer is an error. */
export const fieldErrorSchema = buildOnFirstUse(() => z.object({ field: z.string(), message: z.string() }));
export type FieldError = z.infer<ReturnType<typeof fieldErrorSchema>>;
