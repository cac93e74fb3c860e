import { z } from 'zod';
import { exportFormatSchema, pageQuerySchema, pageSchema } from './envelope.ts';
import {
  ledgerAccounts,
  orderDetailSchema,
  orderHistoryEntrySchema,
  orderStatusSchema,
  staffOrderSchema,
} from './orders.ts';
import { visibleTextSchema } from './text.ts';

/*
 * The back office's order screen (issue 14, screen 2): the list with its filters, sorting and export, the detail
 * with amounts, ledger, rebinding progress, after-sale record and the actions its state allows, and internal notes.
 * Money is integer fen; times ISO 8601. Buyer phones are only ever masked here.
 */

const id = z.number().int().positive();
const fen = z.number().int().nonnegative();
const queryFen = z.coerce.number().int().nonnegative().max(100_000_000_00);

export const staffOrderSortFields = ['created', 'amount'] as const;
export const staffOrderSortSchema = z.enum(staffOrderSortFields);
export type StaffOrderSort = z.infer<typeof staffOrderSortSchema>;

/**
 * The list's filters (also the export's). `buyer` is a phone number (11 digits) or a user id; `createdFrom` /
 * `createdTo` are ISO instants (the client turns its days into them); amounts are the order total in fen.
 */
export const staffOrderFilterSchema = z.object({
  status: orderStatusSchema.optional(),
  gameId: z.coerce.number().int().positive().optional(),
  buyer: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/)
    .optional(),
  orderNo: visibleTextSchema().min(1).max(64).optional(),
  createdFrom: z.iso.datetime({ offset: true }).optional(),
  createdTo: z.iso.datetime({ offset: true }).optional(),
  amountMin: queryFen.optional(),
  amountMax: queryFen.optional(),
});
export type StaffOrderFilter = z.infer<typeof staffOrderFilterSchema>;

/** `GET /api/staff/orders?…filters&sort&order&pageNum&pageSize` (newest first by default). */
export const staffOrderSearchSchema = staffOrderFilterSchema.extend({
  sort: staffOrderSortSchema.default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageQuerySchema.shape,
});
export type StaffOrderSearch = z.infer<typeof staffOrderSearchSchema>;

export const orderOrigins = ['purchase', 'bid_recycle'] as const;
export const orderOriginSchema = z.enum(orderOrigins);

/** A row of the staff list: the order with its buyer (masked phone), its seller and where it came from. */
export const staffOrderRowSchema = staffOrderSchema.extend({
  origin: orderOriginSchema,
  buyerPhone: z.string(),
  /** The seller's nickname (masked when it is a phone number), else their masked phone; null for the shop's own. */
  sellerName: z.string().nullable(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

export const staffOrderRowPageSchema = pageSchema(staffOrderRowSchema);
export type StaffOrderRowPage = z.infer<typeof staffOrderRowPageSchema>;

/** `GET /api/staff/orders/export?format&…filters` (at most EXPORT_ROW_LIMIT rows; audited). */
export const staffOrderExportQuerySchema = staffOrderFilterSchema.extend({
  format: exportFormatSchema,
  sort: staffOrderSortSchema.default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type StaffOrderExportQuery = z.infer<typeof staffOrderExportQuerySchema>;

/** What staff may do to the order now, from the server's transition table. */
export const staffOrderActions = ['deliver', 'refund', 'after_sale', 'rebind', 'credentials'] as const;
export const staffOrderActionSchema = z.enum(staffOrderActions);
export type StaffOrderAction = z.infer<typeof staffOrderActionSchema>;

/** One entry of a ledger posting made for the order (signed fen: positive into the account). */
export const orderLedgerEntrySchema = z.object({
  postingId: id,
  kind: z.string(),
  account: z.enum(ledgerAccounts),
  userId: id.nullable(),
  amount: z.number().int(),
  at: z.string(),
});
export type OrderLedgerEntry = z.infer<typeof orderLedgerEntrySchema>;

/** `GET /api/staff/orders/{id}` */
export const staffOrderDetailSchema = orderDetailSchema.extend({
  origin: orderOriginSchema,
  buyerUserId: id,
  buyerPhone: z.string(),
  sellerUserId: id.nullable(),
  /** What is still held for the order and may be refunded (paid − refunded). */
  refundable: fen,
  ledger: z.array(orderLedgerEntrySchema),
  rebindProgress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  /** The after-sale case, when one was opened (its reason and who opened it). */
  afterSale: orderHistoryEntrySchema.nullable(),
  allowedActions: z.array(staffOrderActionSchema),
  /** Whether `relist` is allowed on refund (a price-competition recycle order never goes on sale). */
  relistAllowed: z.boolean(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

/** An internal note on an order: staff only, never shown to the buyer or the seller. Append-only. */
export const orderNoteSchema = z.object({
  id,
  authorUserId: id,
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

export const orderNoteListSchema = z.object({ rows: z.array(orderNoteSchema) });
export type OrderNoteList = z.infer<typeof orderNoteListSchema>;

/** `POST /api/staff/orders/{id}/notes` */
export const orderNoteInputSchema = z.object({ text: visibleTextSchema().min(1).max(1000) });
export type OrderNoteInput = z.infer<typeof orderNoteInputSchema>;
