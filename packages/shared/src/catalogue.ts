import { z } from 'zod';
import { pageSchema } from './envelope.ts';

/*
 * Catalogue contracts (SPEC §7 "Catalogue", DOMAIN "Catalogue" and "Listings"). JSON is camelCase; money is an
 * integer number of fen; times are ISO 8601 strings. Every call is scoped to the tenant of the Host header.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();

// ---------------------------------------------------------------------------------------------------------------
// Games

export const gameTypes = ['mobile', 'pc'] as const;
export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

/** `GET /api/web/game/Type?type&keyword&initial` — every filter optional; an empty value means "any". */
export const gameListQuerySchema = z.object({
  type: z.union([gameTypeSchema, z.literal('')]).optional(),
  /** Matches the name or the search aliases (pinyin, abbreviations), case-insensitive. */
  keyword: z.string().trim().max(40).optional(),
  /** The pinyin initial of the A–Z picker (`#` for names not starting with a letter). */
  initial: z.union([z.string().regex(/^[A-Za-z#]$/), z.literal('')]).optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameSchema = z.object({
  id,
  name: z.string(),
  /** Search aliases, space separated. */
  keyword: z.string(),
  icon: z.string(),
  type: gameTypeSchema,
  initial: z.string(),
  hot: z.boolean(),
  /** Listings on sale (may lag a status change by up to a minute). */
  listingCount: z.number().int().nonnegative(),
});
export type Game = z.infer<typeof gameSchema>;

/** `?gameId=` of the per-game calls. */
export const gameIdQuerySchema = z.object({ gameId: queryId });
export type GameIdQuery = z.infer<typeof gameIdQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Attribute templates

/**
 * text, number (filtered as a range), single choice, multiple choice, choice with level (a hero plus the level of
 * its skins, a character plus its constellation), date (YYYY-MM-DD).
 */
export const attributeKinds = ['text', 'number', 'single', 'multiple', 'level', 'date'] as const;
export const attributeKindSchema = z.enum(attributeKinds);
export type AttributeKind = z.infer<typeof attributeKindSchema>;

/** Kinds that can be filtered in the listing search: choices by id, numbers by range. */
export const filterableAttributeKinds = ['number', 'single', 'multiple', 'level'] as const;

export const attributeChoiceSchema = z.object({ id, name: z.string(), sort: z.number().int() });
export type AttributeChoice = z.infer<typeof attributeChoiceSchema>;

/** `GET /api/web/gameTempAttr` entries: an attribute without its choices. */
export const gameAttributeBriefSchema = z.object({
  id,
  name: z.string(),
  kind: attributeKindSchema,
  required: z.boolean(),
  /** Appears as a filter of the listing search. */
  searchable: z.boolean(),
  /** Asked on the recycle (valuation) form. */
  onRecycleForm: z.boolean(),
  sort: z.number().int(),
  /** Unit of a number attribute ("个", "skins"); empty otherwise. */
  unit: z.string(),
  /** Bounds of a number attribute; null otherwise. */
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});
export type GameAttributeBrief = z.infer<typeof gameAttributeBriefSchema>;

/** `GET /api/web/gameTemp` entries: the attribute with its choices and, for `level`, its level names. */
export const gameAttributeSchema = gameAttributeBriefSchema.extend({
  choices: z.array(attributeChoiceSchema),
  /** Level names of a `level` attribute; a listing stores the index into this list. */
  levels: z.array(z.string()),
});
export type GameAttribute = z.infer<typeof gameAttributeSchema>;

export const gameTemplateSchema = z.object({ game: gameSchema, attributes: z.array(gameAttributeSchema) });
export type GameTemplate = z.infer<typeof gameTemplateSchema>;

export const gameTemplateBriefSchema = z.object({ gameId: id, attributes: z.array(gameAttributeBriefSchema) });
export type GameTemplateBrief = z.infer<typeof gameTemplateBriefSchema>;

/** `GET /api/web/good/attr/info?gameId` — the game's dictionary for rendering a listing's attribute values. */
export const gameDictionarySchema = z.object({
  gameId: id,
  attributes: z.array(
    z.object({ id, name: z.string(), kind: attributeKindSchema, unit: z.string(), levels: z.array(z.string()) }),
  ),
  /** Every choice of every attribute, keyed by choice id. */
  choices: z.record(z.string(), z.object({ attributeId: id, name: z.string() })),
});
export type GameDictionary = z.infer<typeof gameDictionarySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Region trees

/** Mobile games: system (iOS/Android) → operator (QQ, WeChat…) → region → server. PC games: region → server. */
export const regionKinds = ['system', 'operator', 'region', 'server'] as const;
export const regionKindSchema = z.enum(regionKinds);
export type RegionKind = z.infer<typeof regionKindSchema>;

export const regionNodeSchema = z.object({
  id,
  name: z.string(),
  kind: regionKindSchema,
  /** 1 for the roots. */
  level: z.number().int().min(1).max(4),
  parentId: id.nullable(),
  /** A stable code of systems and operators (`android`, `ios`, `qq`, `wechat`); empty for regions and servers. */
  key: z.string(),
  hasChildren: z.boolean(),
});
export type RegionNode = z.infer<typeof regionNodeSchema>;

/**
 * `GET /api/web/keylist?gameId&systemKey&parentId` walks the tree one level at a time: with `parentId` the
 * children of that node; else with `systemKey` the children of the root with that key; else the roots.
 */
export const regionKeyListQuerySchema = z.object({
  gameId: queryId,
  systemKey: z.string().trim().max(40).optional(),
  parentId: z.union([queryId, z.literal('')]).optional(),
});
export type RegionKeyListQuery = z.infer<typeof regionKeyListQuerySchema>;

/** `GET /api/web/districtSuit?parentId` — the servers under a region. */
export const districtSuitQuerySchema = z.object({ parentId: queryId });

/** `GET /api/H5/GetGameDQ?gameId` entries: each region (the level above the servers) with its ancestors. */
export const gameRegionSchema = z.object({
  id,
  name: z.string(),
  kind: regionKindSchema,
  /** Ancestors from the root down, without the region itself. */
  path: z.array(z.object({ id, name: z.string(), kind: regionKindSchema })),
});
export type GameRegion = z.infer<typeof gameRegionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Collections, labels, dictionaries

export const heroSkinsSchema = z.object({
  heroId: id,
  heroName: z.string(),
  skins: z.array(
    z.object({
      id,
      name: z.string(),
      quality: z.string(),
      /** The choice of the game's skin attribute this skin is, to filter listings by it; null when none. */
      choiceId: id.nullable(),
    }),
  ),
});
export type HeroSkins = z.infer<typeof heroSkinsSchema>;

/** `GET /api/account/config/labelType` entries: badges such as "guarantee included". */
export const labelTypeSchema = z.object({ id, name: z.string(), color: z.string(), description: z.string() });
export type LabelType = z.infer<typeof labelTypeSchema>;

export const dictTypeParamsSchema = z.object({
  type: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'type must be 2–64 lower-case letters, digits or "_"'),
});

/** `GET /api/system/dict/data/type/{type}` entries: tenant-tunable constants and display labels. */
export const dictDataSchema = z.object({
  dictType: z.string(),
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
  isDefault: z.boolean(),
});
export type DictData = z.infer<typeof dictDataSchema>;

/** Dictionary types the seed fills for every tenant. */
export const dictTypes = {
  /** Listing kinds: value = listing kind, label = its badge text. */
  goodsKind: 'goods_kind',
  /** Listing states as buyers see them (on_sale, sold, unavailable). */
  goodsState: 'goods_state',
  orderStatus: 'order_status',
  /** Fee rates (basis points) and minimums (fen) of the buying flow. */
  tradeFee: 'trade_fee',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Listings

export const listingKinds = ['self_operated', 'consignment', 'special_offer'] as const;
export const listingKindSchema = z.enum(listingKinds);
export type ListingKind = z.infer<typeof listingKindSchema>;

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

export const listingSorts = ['price_asc', 'price_desc', 'time_asc', 'time_desc'] as const;
export const listingSortSchema = z.enum(listingSorts);
export type ListingSort = z.infer<typeof listingSortSchema>;

export const LISTING_PAGE_SIZE_MAX = 100;
/** The largest price filter, in fen (¥1,000,000,000). */
export const PRICE_FILTER_MAX = 100_000_000_000;
/** Results beyond this position are not served (ask for narrower filters); filtered totals are counted up to it. */
export const LISTING_SEARCH_MAX_WINDOW = 10_000;

/** The highest level index a choice-with-level attribute may have (16 levels). */
export const LEVEL_INDEX_MAX = 15;

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
// Favourites

/** `POST /api/web/goods/collect` and `/collect/remove`. */
export const favouriteInputSchema = z.object({ goodsId: z.coerce.number().int().positive() });
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;

export const favouriteResultSchema = z.object({ goodsId: id, collected: z.boolean() });
export type FavouriteResult = z.infer<typeof favouriteResultSchema>;

/** How many favourites one user may keep. */
export const FAVOURITES_MAX = 200;

/** `GET /api/web/goods/collect/list?pageNum&pageSize` rows, newest first; a listing sold since shows its state. */
export const favouriteSchema = listingSummarySchema.extend({ state: listingStateSchema, collectedAt: z.string() });
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouritePageSchema = pageSchema(favouriteSchema);
export type FavouritePage = z.infer<typeof favouritePageSchema>;

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

// ---------------------------------------------------------------------------------------------------------------
// QQ groups

/** `GET /api/V2/H5/qqGroup?gameId` — without a game, only the tenant-wide groups. */
export const qqGroupQuerySchema = z.object({ gameId: queryId.optional() });
export type QqGroupQuery = z.infer<typeof qqGroupQuerySchema>;

/** A customer-service QQ group of the tenant: for one game, or for every game (`gameId` null). */
export const qqGroupSchema = z.object({
  id,
  name: z.string(),
  /** The group number people search for in QQ. */
  number: z.string(),
  /** A join link; empty when the group is joined by its number only. */
  joinUrl: z.string(),
  gameId: id.nullable(),
});
export type QqGroup = z.infer<typeof qqGroupSchema>;
