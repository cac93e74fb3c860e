import { z } from 'zod';
import { pageSchema } from './envelope.ts';
import { attributeKindSchema, gameTypeSchema, regionKindSchema } from './games.ts';
import {
  LEVEL_INDEX_MAX,
  LISTING_PAGE_SIZE_MAX,
  listingKinds,
  listingSorts,
  PRICE_FILTER_MAX,
} from './listing-basics.ts';

export {
  LEVEL_INDEX_MAX,
  LISTING_PAGE_SIZE_MAX,
  LISTING_SEARCH_MAX_WINDOW,
  type ListingKind,
  type ListingSort,
  listingKinds,
  listingSorts,
  PRICE_FILTER_MAX,
} from './listing-basics.ts';

/*
 * Listing contracts (SPEC §7 "Catalogue", DOMAIN "Listings"): the listing search, a listing's detail, its badges and
 * the recent deals. JSON is camelCase; money is an integer number of fen; times are ISO 8601 strings. Every call is
 * scoped to the tenant of the Host header.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

export const listingKindSchema = z.enum(listingKinds);

/** Lifecycle of DOMAIN "Listings". Only `on_sale` listings are searchable. */
export const listingStatuses = [
  'draft',
  'pending_review',
  'on_sale',
  'off_shelf',
  'locked',
  'sold',
  'retrieved',
  'rejected',
] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** What a buyer sees: sold (sold or retrieved) or unavailable (taken down, or held by an unpaid order). */
export const listingStateSchema = z.enum(['on_sale', 'sold', 'unavailable']);
export type ListingState = z.infer<typeof listingStateSchema>;

export const listingSortSchema = z.enum(listingSorts);

/**
 * The search id of "choice `choiceId` at level `levelIndex`" that a listing with a choice-with-level value carries
 * beside the choice id itself, so that "this hero at least at that level" is an any-of over a few ids. Above every
 * choice id and below 2^31 (search ids are int4 and are paired with region ids into bigint keys).
 */
export function levelSearchId(choiceId: number, levelIndex: number): number {
  return LEVEL_SEARCH_ID_BASE + choiceId * (LEVEL_INDEX_MAX + 1) + levelIndex;
}
export const LEVEL_SEARCH_ID_BASE = 1_000_000_000;

/**
 * One attribute filter: `choiceIds` (any of them; for single, multiple and level attributes, the last optionally
 * with `minLevel`) or a `min`/`max` range (inclusive; for number attributes). Filters are combined with AND, so
 * "all of these skins" is one filter per skin.
 */
export const attributeFilterSchema = z.object({
  id,
  choiceIds: z.array(id).min(1).max(50).optional(),
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  /** For a choice-with-level attribute: the chosen heroes at this level index (of `levels`) or higher. */
  minLevel: z.number().int().min(0).max(LEVEL_INDEX_MAX).optional(),
});
export type AttributeFilter = z.infer<typeof attributeFilterSchema>;

/**
 * `POST /api/web/good/allList`. `retailKey` must be the tenant's (from getTenant). Prices are in fen and apply to
 * the shown price (after the tenant's markup). `regionPath` lists node ids from the root down (any depth).
 * Cross-field rules (min ≤ max, pageNum × pageSize ≤ LISTING_SEARCH_MAX_WINDOW, filters of the game's template)
 * are checked by the server with a 400 naming the field.
 */
export const listingSearchInputSchema = z.object({
  retailKey: z.string().min(1).max(128),
  gameId: z.coerce.number().int().positive(),
  regionPath: z.array(id).max(4).optional(),
  attrs: z.array(attributeFilterSchema).max(30).optional(),
  priceMin: z.number().int().min(0).max(PRICE_FILTER_MAX).optional(),
  priceMax: z.number().int().min(0).max(PRICE_FILTER_MAX).optional(),
  keyword: z.string().trim().max(50).optional(),
  kind: listingKindSchema.optional(),
  sort: listingSortSchema.default('time_desc'),
  pageNum: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(20),
});
export type ListingSearchInput = z.input<typeof listingSearchInputSchema>;
export type ListingSearchQuery = z.infer<typeof listingSearchInputSchema>;

export const listingBadgeSchema = z.object({
  /** `kind`: the listing kind (value = kind); `label`: one of the tenant's label types (value = its id). */
  type: z.enum(['kind', 'label']),
  value: z.string(),
  label: z.string(),
  color: z.string(),
});
export type ListingBadge = z.infer<typeof listingBadgeSchema>;

export const listingSummarySchema = z.object({
  id,
  number: z.string(),
  title: z.string(),
  cover: z.string(),
  gameId: id,
  gameName: z.string(),
  /** Names along the region path, root first. */
  regionNames: z.array(z.string()),
  /** Shown price in fen: the stored price plus the tenant's markup, rounded up to a whole yuan. */
  price: z.number().int().nonnegative(),
  kind: listingKindSchema,
  badges: z.array(listingBadgeSchema),
  views: z.number().int().nonnegative(),
  listedAt: z.string(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingSearchPageSchema = pageSchema(listingSummarySchema).extend({
  /** `total` is exact, except when this is true: then at least LISTING_SEARCH_MAX_WINDOW matches exist. */
  totalCapped: z.boolean(),
});
export type ListingSearchPage = z.infer<typeof listingSearchPageSchema>;

/** At most this many listings in the header search's type-ahead. */
export const LISTING_SUGGEST_LIMIT = 10;

/**
 * `GET /api/web/good/suggest?keyword[&limit]`: listings on sale of any game whose title contains the keyword or
 * whose number is the keyword (the market's keyword rule), the listing with that number first, then the newest.
 */
export const listingSuggestQuerySchema = z.object({
  keyword: z.string().trim().min(1).max(50),
  limit: z.coerce.number().int().min(1).max(LISTING_SUGGEST_LIMIT).default(5),
});
export type ListingSuggestQuery = z.infer<typeof listingSuggestQuerySchema>;

/** `GET /api/web/good/info?id`. */
export const listingIdQuerySchema = z.object({ id: queryId });
export const listingIdParamsSchema = z.object({ id: queryId });

/** An attribute value rendered with the game's dictionary. */
export const listingAttributeValueSchema = z.object({
  id,
  name: z.string(),
  kind: attributeKindSchema,
  /** The value as text ("V8", "112 个", "凤求凰、倪克斯神谕", "李白（传说）", "2021-03-04"). */
  text: z.string(),
  /** The chosen choices (with the level name of a `level` attribute); empty for other kinds. */
  items: z.array(z.object({ id, name: z.string(), level: z.string().nullable() })),
});
export type ListingAttributeValue = z.infer<typeof listingAttributeValueSchema>;

export const listingDetailSchema = listingSummarySchema.extend({
  description: z.string(),
  gallery: z.array(z.string()),
  gameType: gameTypeSchema,
  regionPath: z.array(z.object({ id, name: z.string(), kind: regionKindSchema })),
  attributes: z.array(listingAttributeValueSchema),
  state: listingStateSchema,
  /** Whether the signed-in user keeps it in their favourites (false for visitors). */
  isCollect: z.boolean(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

/** `GET /api/web/recommend/{id}`: up to this many similar listings. */
export const RECOMMEND_LIMIT = 8;

// ---------------------------------------------------------------------------------------------------------------
// Label types

/** `GET /api/account/config/labelType` entries: badges such as "guarantee included". */
export const labelTypeSchema = z.object({ id, name: z.string(), color: z.string(), description: z.string() });
export type LabelType = z.infer<typeof labelTypeSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Recent deals

/** `GET /api/saleOrder/web/recently/deal?limit`. */
export const recentDealsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** A recently sold listing: no buyer. */
export const recentDealSchema = z.object({
  id,
  title: z.string(),
  gameId: id,
  gameName: z.string(),
  price: z.number().int().nonnegative(),
  soldAt: z.string(),
});
export type RecentDeal = z.infer<typeof recentDealSchema>;
