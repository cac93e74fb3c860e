import { z } from 'zod';
import { exportFormatSchema, pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { privateUploadRefSchema } from './identity.ts';
import { sellingAttributesInputSchema } from './selling.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Consignment (官网寄售, DOMAIN "Selling"): a user lists their game account through the merchant. The listing waits
 * for staff review, then sells on the market; the merchant holds the credentials in the vault. Every call needs
 * login and is scoped to the tenant of the Host header. Credentials never come back in any answer: the seller sees
 * the login masked and whether a password is stored.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

/** The lowest and highest consignment price, in fen (¥10 … ¥1,000,000). */
export const CONSIGNMENT_PRICE_MIN_FEN = 1_000;
export const CONSIGNMENT_PRICE_MAX_FEN = 100_000_000;
/** The most screenshots besides the cover. */
export const CONSIGNMENT_SCREENSHOTS_MAX = 50;
export const CONSIGNMENT_TITLE_MAX = 60;
export const CONSIGNMENT_DESCRIPTION_MAX = 2000;
export const REJECT_REASON_MAX = 200;

const imageUrl = visibleTextSchema().min(1, 'Upload the image').max(300);

/** The game account's login, password and notes: sealed into the vault, never stored in listing rows. */
export const gameCredentialsInputSchema = z.object({
  /** The login (account id, phone or e-mail the game knows the account by); also what the blacklist is checked on. */
  login: visibleTextSchema().min(1, 'Enter the game account').max(64),
  password: z.string().min(1, 'Enter the game password').max(64),
  /** Security questions, bound phone/e-mail, anything staff need to rebind the account. */
  notes: z.string().trim().max(500).default(''),
});
export type GameCredentialsInput = z.infer<typeof gameCredentialsInputSchema>;

/** What the seller sees of the stored credentials. */
export const maskedCredentialsSchema = z.object({
  /** The login with its middle masked: `ab****yz`. */
  login: z.string(),
  hasPassword: z.boolean(),
  hasNotes: z.boolean(),
});
export type MaskedCredentials = z.infer<typeof maskedCredentialsSchema>;

/** `POST /api/need/consignment` body; `PUT /api/need/consignment/{id}` takes the same with `credentials` optional. */
export const consignmentInputSchema = z.object({
  gameId: id,
  /** The node picked last in the region pickers (a server, or a region without servers): the path is resolved from it. */
  regionNodeId: id.optional(),
  attrs: sellingAttributesInputSchema,
  title: visibleTextSchema().min(4, 'The title needs at least 4 characters').max(CONSIGNMENT_TITLE_MAX),
  description: z.string().trim().max(CONSIGNMENT_DESCRIPTION_MAX).default(''),
  priceFen: z
    .number()
    .int()
    .min(CONSIGNMENT_PRICE_MIN_FEN, 'The price is at least ¥10')
    .max(CONSIGNMENT_PRICE_MAX_FEN, 'The price is at most ¥1,000,000'),
  coverUrl: imageUrl,
  screenshots: z.array(imageUrl).max(CONSIGNMENT_SCREENSHOTS_MAX).default([]),
  /**
   * A screenshot of the account's real-name page (proves the seller controls it): a private upload
   * (`POST /api/upload/private?purpose=selling-proof`), its `private:` reference; the seller and, audited, staff only.
   */
  realNameShotUrl: privateUploadRefSchema,
  /** Whether the seller can provide the documents a retrieval guarantee needs. */
  guaranteeDocs: z.boolean(),
  /** QQ, WeChat or phone where staff reach the seller; staff only. */
  contact: visibleTextSchema().min(5, 'Enter a QQ, WeChat or phone number').max(50),
  credentials: gameCredentialsInputSchema,
});
export type ConsignmentInput = z.infer<typeof consignmentInputSchema>;

export const consignmentUpdateInputSchema = consignmentInputSchema.extend({
  /** Omitted: the stored credentials stay. */
  credentials: gameCredentialsInputSchema.optional(),
});
export type ConsignmentUpdateInput = z.infer<typeof consignmentUpdateInputSchema>;

/** `PUT /api/need/consignment/{id}/price`: a price change alone keeps an on-sale listing on sale. */
export const consignmentPriceInputSchema = consignmentInputSchema.pick({ priceFen: true });

export const consignmentIdParamsSchema = z.object({ id: queryId });

/** The seller's listing states as "my products" shows them. */
export const consignmentStatuses = [
  'pending_review',
  'on_sale',
  'off_shelf',
  'locked',
  'sold',
  'retrieved',
  'rejected',
] as const;
export const consignmentStatusSchema = z.enum(consignmentStatuses);
export type ConsignmentStatus = z.infer<typeof consignmentStatusSchema>;

/** The tabs of "my products": reviewing, on sale, locked or in trade, sold (completed), taken down, rejected. */
export const myProductTabs = ['all', 'reviewing', 'on_sale', 'in_trade', 'sold', 'off_shelf', 'rejected'] as const;
export const myProductTabSchema = z.enum(myProductTabs);
export type MyProductTab = z.infer<typeof myProductTabSchema>;

/** What the seller may do with a listing in its state. */
export const consignmentActions = ['edit', 'edit_price', 'take_down', 'put_up', 'replace_credentials'] as const;
export const consignmentActionSchema = z.enum(consignmentActions);
export type ConsignmentAction = z.infer<typeof consignmentActionSchema>;

/** `POST /api/need/consignment` and the edits answer the listing's id, number and new state. */
export const consignmentResultSchema = z.object({ id, number: z.string(), status: consignmentStatusSchema });
export type ConsignmentResult = z.infer<typeof consignmentResultSchema>;

/** `GET /api/need/myConsignment?tab&pageNum&pageSize` rows. */
export const myConsignmentSchema = z.object({
  id,
  number: z.string(),
  gameId: id,
  gameName: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  priceFen: z.number().int(),
  status: consignmentStatusSchema,
  /** Why staff rejected it (empty unless rejected). */
  rejectReason: z.string(),
  views: z.number().int(),
  favourites: z.number().int(),
  createdAt: z.string(),
  listedAt: z.string().nullable(),
  soldAt: z.string().nullable(),
  /** The order that bought it (locked, sold): its id for the order page, its number and status. */
  order: z.object({ id, number: z.string(), status: z.string() }).nullable(),
  /** What the seller will receive when the order completes: price less commission (sold and locked only). */
  proceedsFen: z.number().int().nullable(),
  actions: z.array(consignmentActionSchema),
});
export type MyConsignment = z.infer<typeof myConsignmentSchema>;

export const myConsignmentQuerySchema = z.object({
  tab: myProductTabSchema.default('all'),
  ...pageQuerySchemaWith({ defaultSize: 10, maxSize: 50 }).shape,
});
export type MyConsignmentQuery = z.infer<typeof myConsignmentQuerySchema>;

export const myConsignmentPageSchema = pageSchema(myConsignmentSchema).extend({
  /** Listings per tab (all tabs), for the tab badges. */
  counts: z.record(myProductTabSchema, z.number().int()),
});
export type MyConsignmentPage = z.infer<typeof myConsignmentPageSchema>;

/** `GET /api/need/consignment/{id}`: the seller's own listing, to edit it (credentials masked). */
export const consignmentDetailSchema = z.object({
  id,
  number: z.string(),
  status: consignmentStatusSchema,
  rejectReason: z.string(),
  gameId: id,
  /** The node the region path ends at (as submitted), null when the game has no regions. */
  regionNodeId: id.nullable(),
  regionPath: z.array(z.object({ id, name: z.string() })),
  attrs: sellingAttributesInputSchema,
  title: z.string(),
  description: z.string(),
  priceFen: z.number().int(),
  coverUrl: z.string(),
  screenshots: z.array(z.string()),
  realNameShotUrl: z.string(),
  guaranteeDocs: z.boolean(),
  contact: z.string(),
  credentials: maskedCredentialsSchema,
  actions: z.array(consignmentActionSchema),
});
export type ConsignmentDetail = z.infer<typeof consignmentDetailSchema>;

/** `POST /api/goods/info/downGoods` body. `GET /api/goods/info/upGoods/{id}` takes the id in the path. */
export const downGoodsInputSchema = z.object({ id });

// ---------------------------------------------------------------------------------------------------------------
// Staff review (role operator or owner)

/** Where a listing came from: the market (consignment, the merchant's stock), a quick or a bidding recycle. */
export const listingOrigins = ['market', 'quick_recycle', 'bid_recycle'] as const;
export const listingOriginSchema = z.enum(listingOrigins);
export type ListingOrigin = z.infer<typeof listingOriginSchema>;

/** The states staff filter by (a draft is not submitted yet: the recycling screens own those). */
export const staffListingStatuses = [
  'pending_review',
  'on_sale',
  'off_shelf',
  'locked',
  'sold',
  'retrieved',
  'rejected',
  'draft',
] as const;
export const staffListingStatusSchema = z.enum(staffListingStatuses);
export type StaffListingStatus = z.infer<typeof staffListingStatusSchema>;

export const staffListingSorts = ['created', 'updated', 'price', 'views'] as const;
export const staffListingSortSchema = z.enum(staffListingSorts);
export type StaffListingSort = z.infer<typeof staffListingSortSchema>;

/** What staff may do with a listing in its state (the server's one table decides; the screens only show it). */
export const staffListingActions = ['approve', 'reject', 'edit', 'take_down', 'put_up', 'replace_credentials'] as const;
export const staffListingActionSchema = z.enum(staffListingActions);
export type StaffListingAction = z.infer<typeof staffListingActionSchema>;

const queryPriceFen = z.coerce
  .number()
  .int()
  .min(0)
  .max(CONSIGNMENT_PRICE_MAX_FEN * 100);

/**
 * `GET /api/staff/listings`: every filter optional and combined with AND. `seller` is an 11-digit phone (exact)
 * or a user id. Without `sort`, the review queue (`status=pending_review`) is longest waiting first, anything else
 * newest first.
 */
export const staffListingQuerySchema = z.object({
  status: staffListingStatusSchema.optional(),
  gameId: queryId.optional(),
  origin: listingOriginSchema.optional(),
  /** `true`: the merchant's own stock only; `false`: everything else. */
  selfOperated: z.enum(['true', 'false']).optional(),
  minPriceFen: queryPriceFen.optional(),
  maxPriceFen: queryPriceFen.optional(),
  seller: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/, 'A phone number or a user id')
    .optional(),
  /** The listing number, exactly (case-insensitive). */
  number: visibleTextSchema().min(1).max(40).optional(),
  /** Part of the title. */
  keyword: visibleTextSchema().min(1).max(60).optional(),
  sort: staffListingSortSchema.optional(),
  order: z.enum(['asc', 'desc']).optional(),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
});
export type StaffListingQuery = z.infer<typeof staffListingQuerySchema>;
/** `GET /api/staff/listings/export?format&…the list's filters and sort` (at most EXPORT_ROW_LIMIT rows; audited). */
export const staffListingExportQuerySchema = staffListingQuerySchema
  .omit({ pageNum: true, pageSize: true })
  .extend({ format: exportFormatSchema });
export type StaffListingExportQuery = z.infer<typeof staffListingExportQuerySchema>;

export const staffListingSchema = z.object({
  id,
  number: z.string(),
  gameId: id,
  gameName: z.string(),
  title: z.string(),
  coverUrl: z.string(),
  priceFen: z.number().int(),
  status: z.string(),
  kind: z.string(),
  origin: listingOriginSchema,
  /** The seller's phone, masked (empty for the merchant's own stock). */
  seller: z.string(),
  sellerUserId: id.nullable(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  listedAt: z.string().nullable(),
  actions: z.array(staffListingActionSchema),
});
export type StaffListing = z.infer<typeof staffListingSchema>;
export const staffListingPageSchema = pageSchema(staffListingSchema);
export type StaffListingPage = z.infer<typeof staffListingPageSchema>;

/** `GET /api/staff/listings/{id}`: everything a reviewer checks (not the credentials: those are an audited read). */
export const staffListingDetailSchema = staffListingSchema.extend({
  description: z.string(),
  regionPath: z.array(z.object({ id, name: z.string() })),
  /** Attribute values as the template names them: `[{ name, value }]`. */
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  /** The raw values by attribute id, for the edit form built from the game's template. */
  attrs: sellingAttributesInputSchema,
  screenshots: z.array(z.string()),
  realNameShotUrl: z.string(),
  guaranteeDocs: z.boolean(),
  contact: z.string(),
  rejectReason: z.string(),
  /** Whether the account or the seller is on the blacklist now (checked again at review). */
  blacklisted: z.boolean(),
});
export type StaffListingDetail = z.infer<typeof staffListingDetailSchema>;

/** `POST /api/staff/listings/{id}/reject` body. `.../approve` takes none. */
export const listingRejectInputSchema = z.object({
  reason: visibleTextSchema().min(2, 'Give the seller a reason').max(REJECT_REASON_MAX),
});
