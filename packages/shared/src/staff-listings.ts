import { z } from 'zod';
import { consignmentInputSchema, consignmentStatusSchema, REJECT_REASON_MAX } from './consignment.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The back office's listing calls beyond the review (role operator or owner): edit, take down / put up, bulk
 * actions. The list, the detail, approve and reject are in `consignment.ts`; the credentials are replaced through
 * `PUT /api/staff/listings/{id}/credentials` (orders.ts, audited).
 */

const id = z.number().int().positive();

/** `PUT /api/staff/listings/{id}`: what staff may correct; the state is kept (an on-sale listing stays on sale). */
export const staffListingEditInputSchema = consignmentInputSchema.pick({
  title: true,
  description: true,
  priceFen: true,
  attrs: true,
});
export type StaffListingEditInput = z.infer<typeof staffListingEditInputSchema>;

const reason = visibleTextSchema().min(2, 'Give a reason').max(REJECT_REASON_MAX);

/** `POST /api/staff/listings/{id}/down`: why staff take it off the market (kept in the audit log). */
export const staffListingDownInputSchema = z.object({ reason });
export type StaffListingDownInput = z.infer<typeof staffListingDownInputSchema>;

export const staffBulkActions = ['approve', 'reject', 'down', 'up'] as const;
export const staffBulkActionSchema = z.enum(staffBulkActions);
export type StaffBulkAction = z.infer<typeof staffBulkActionSchema>;

export const STAFF_BULK_MAX = 100;

/** `POST /api/staff/listings/bulk`: one action on up to 100 listings; a reason for reject and down. */
export const staffListingBulkInputSchema = z
  .object({
    action: staffBulkActionSchema,
    ids: z
      .array(id)
      .min(1, 'Select at least one listing')
      .max(STAFF_BULK_MAX, `At most ${STAFF_BULK_MAX} listings at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'A listing is selected twice'),
    reason: reason.optional(),
  })
  .superRefine((input, context) => {
    if ((input.action === 'reject' || input.action === 'down') && input.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Give a reason' });
    }
  });
export type StaffListingBulkInput = z.infer<typeof staffListingBulkInputSchema>;

/** What happened to one listing: changed, skipped (already in the target state), or failed (and why). */
export const staffBulkOutcomes = ['changed', 'skipped', 'failed'] as const;
export const staffBulkOutcomeSchema = z.enum(staffBulkOutcomes);
export type StaffBulkOutcome = z.infer<typeof staffBulkOutcomeSchema>;

export const staffBulkItemSchema = z.object({
  id,
  /** False only when it failed. */
  ok: z.boolean(),
  outcome: staffBulkOutcomeSchema,
  /** The listing's state after the call (unknown listings have none). */
  status: consignmentStatusSchema.or(z.literal('draft')).nullable(),
  /** Why it was skipped (`ALREADY_IN_STATE`) or failed (the error code a single call would answer). */
  code: z.string().optional(),
  msg: z.string().optional(),
});
export type StaffBulkItem = z.infer<typeof staffBulkItemSchema>;

export const staffBulkResultSchema = z.object({
  action: staffBulkActionSchema,
  results: z.array(staffBulkItemSchema),
  summary: z.object({
    changed: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    /** The skipped and failed listings grouped by reason, most frequent first. */
    reasons: z.array(
      z.object({ outcome: staffBulkOutcomeSchema, code: z.string(), msg: z.string(), count: z.number().int() }),
    ),
  }),
});
export type StaffBulkResult = z.infer<typeof staffBulkResultSchema>;
