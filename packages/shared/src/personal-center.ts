import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * `GET /api/account/center/summary` (login): the personal center's counts for the signed-in user, each a link to
 * its filtered list. Orders are those the user bought, by status; products are the user's own listings by the tabs
 * of "my products"; recycle requests still open (submitted or verifying).
 */
export const personalCenterSummarySchema = z.object({
  orders: z.object({
    pending_payment: count,
    paid_deposit: count,
    in_trade: count,
    completed: count,
    after_sale: count,
  }),
  products: z.object({
    reviewing: count,
    on_sale: count,
    in_trade: count,
    sold: count,
    off_shelf: count,
    rejected: count,
  }),
  openRecycles: count,
  favourites: count,
  evaluations: count,
});
export type PersonalCenterSummary = z.infer<typeof personalCenterSummarySchema>;
