import { z } from 'zod';
import { pageQuerySchemaWith, pageSchema } from './envelope.ts';
import { gameTypeSchema, regionKindSchema } from './games.ts';
import { listingKinds, listingStateSchema } from './listings.ts';
import { guarantees, orderStatuses } from './orders.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Back-office catalogue, part A (issue 14, screen 5): games, region trees, label types and dictionaries. Owners
 * only. What listings use is disabled or hidden, never deleted, so existing listings keep rendering.
 */

const id = z.number().int().positive();
const queryId = z.coerce.number().int().positive();
const sort = z.number().int().min(0).max(9999);

/**
 * An English name beside a name in the shop's language: optional, blank (spaces, zero-width characters) is empty,
 * and empty means the storefront shows the shop's name in English too. Left out of an edit, the stored one is kept.
 */
export const englishNameSchema = (max: number) => visibleTextSchema().max(max).optional();

export const staffIdParamsSchema = z.object({ id: queryId });
export const staffEnabledInputSchema = z.object({ enabled: z.boolean() });
export type StaffEnabledInput = z.infer<typeof staffEnabledInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Games

export const gameStates = ['active', 'hidden'] as const;
export const gameStateSchema = z.enum(gameStates);
export type GameState = z.infer<typeof gameStateSchema>;

export const staffGameSchema = z.object({
  id,
  name: z.string(),
  /** Empty when none was written. */
  nameEn: z.string(),
  /** Search aliases (pinyin, abbreviations), space separated. */
  keyword: z.string(),
  icon: z.string(),
  type: gameTypeSchema,
  /** The A–Z picker's letter (`#` for names not starting with a letter). */
  initial: z.string(),
  hot: z.boolean(),
  sort: z.number().int(),
  state: gameStateSchema,
  /** Listings on sale now. */
  onSaleCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type StaffGame = z.infer<typeof staffGameSchema>;

export const staffGamePageSchema = pageSchema(staffGameSchema);
export type StaffGamePage = z.infer<typeof staffGamePageSchema>;

export const staffGameSortFields = ['sort', 'name', 'createdAt'] as const;

/** `GET /api/staff/catalogue/games?keyword&type&state&sortField&sortOrder&pageNum&pageSize` */
export const staffGameListQuerySchema = z.object({
  keyword: z.string().trim().max(40).optional(),
  type: z.union([gameTypeSchema, z.literal('')]).optional(),
  state: z.union([gameStateSchema, z.literal('')]).optional(),
  sortField: z.enum(staffGameSortFields).default('sort'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape,
});
export type StaffGameListQuery = z.infer<typeof staffGameListQuerySchema>;

export const staffGameInputSchema = z.object({
  name: visibleTextSchema().min(1).max(60),
  nameEn: englishNameSchema(60),
  keyword: z.string().trim().max(200).default(''),
  initial: z.string().regex(/^[A-Z#]$/, 'initial must be one letter A–Z or #'),
  type: gameTypeSchema,
  /** An `/uploads/…` image of this shop, or empty for none. */
  icon: z.string().trim().max(300).default(''),
  sort: sort.default(0),
  hot: z.boolean().default(false),
});
export type StaffGameInput = z.input<typeof staffGameInputSchema>;

export const staffGameStateInputSchema = z.object({ state: gameStateSchema });

// ---------------------------------------------------------------------------------------------------------------
// Region trees

export const staffRegionNodeSchema = z.object({
  id,
  parentId: id.nullable(),
  level: z.number().int().min(1).max(4),
  kind: regionKindSchema,
  name: z.string(),
  nameEn: z.string(),
  key: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type StaffRegionNode = z.infer<typeof staffRegionNodeSchema>;

/** `GET /api/staff/catalogue/regions?gameId`: every node of the game's tree, disabled ones too, parents first. */
export const staffRegionTreeSchema = z.object({
  gameId: id,
  /** The kind a new root gets (the kind of the existing roots; for an empty tree, by the game's type). */
  rootKind: regionKindSchema,
  nodes: z.array(staffRegionNodeSchema),
});
export type StaffRegionTree = z.infer<typeof staffRegionTreeSchema>;

export const staffRegionTreeQuerySchema = z.object({ gameId: queryId });

/** A stable code of systems and operators (`android`, `qq`); empty for regions and servers. */
const regionKey = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9_-]*$/, 'key: lower-case letters, digits, "_" or "-"')
  .default('');

export const staffRegionCreateInputSchema = z.object({
  gameId: id,
  /** Null: a new root. */
  parentId: id.nullable(),
  name: visibleTextSchema().min(1).max(60),
  nameEn: englishNameSchema(60),
  key: regionKey,
});
export type StaffRegionCreateInput = z.input<typeof staffRegionCreateInputSchema>;

export const staffRegionRenameInputSchema = z.object({
  name: visibleTextSchema().min(1).max(60),
  nameEn: englishNameSchema(60),
  key: regionKey,
});
export type StaffRegionRenameInput = z.input<typeof staffRegionRenameInputSchema>;

/** The new order of one parent's children: every child id once, first shown first. */
export const staffRegionOrderInputSchema = z.object({
  gameId: id,
  parentId: id.nullable(),
  ids: z.array(id).min(1).max(2000),
});
export type StaffRegionOrderInput = z.infer<typeof staffRegionOrderInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Label types

export const staffLabelSchema = z.object({
  id,
  name: z.string(),
  nameEn: z.string(),
  color: z.string(),
  description: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type StaffLabel = z.infer<typeof staffLabelSchema>;

export const staffLabelPageSchema = pageSchema(staffLabelSchema);
export type StaffLabelPage = z.infer<typeof staffLabelPageSchema>;

export const staffLabelListQuerySchema = z.object({ ...pageQuerySchemaWith({ defaultSize: 20, maxSize: 100 }).shape });
export type StaffLabelListQuery = z.infer<typeof staffLabelListQuerySchema>;

export const staffLabelInputSchema = z.object({
  name: visibleTextSchema().min(1).max(20),
  nameEn: englishNameSchema(20),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'color must be #RRGGBB'),
  description: z.string().trim().max(200).default(''),
  sort: sort.default(0),
});
export type StaffLabelInput = z.input<typeof staffLabelInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Dictionaries

/**
 * The settings of the `trade_fee` dictionary the server reads (modules/trade): each row's value names the setting
 * and its label holds a whole number in this unit and range. `bp`: basis points (100 = 1 %); `fen`: money in fen
 * (shown as yuan); `hours`. `default` is what applies while a shop has no row (DOMAIN "Buying"; the seed's values).
 */
export const tradeFeeSettings = {
  retrieval_rate_bp: { unit: 'bp', min: 0, max: 10_000, default: 1000 },
  retrieval_min_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 5000 },
  face_rate_bp: { unit: 'bp', min: 0, max: 10_000, default: 1500 },
  face_min_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 10_000 },
  service_fee_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 800 },
  deposit_threshold_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 20_000 },
  deposit_rate_bp: { unit: 'bp', min: 0, max: 10_000, default: 1000 },
  deposit_min_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 5000 },
  commission_rate_bp: { unit: 'bp', min: 0, max: 10_000, default: 500 },
  commission_min_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 5000 },
  bid_commission_rate_bp: { unit: 'bp', min: 0, max: 10_000, default: 500 },
  bid_commission_min_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 5000 },
  recycle_payment_hours: { unit: 'hours', min: 1, max: 168, default: 24 },
  // The seller's optional deposit on a price-competition (bidding) recycle request; both 0 = not offered.
  seller_deposit_rate_bp: { unit: 'bp', min: 0, max: 10_000, default: 1000 },
  seller_deposit_min_fen: { unit: 'fen', min: 0, max: 9_999_999_999, default: 2000 },
  withdraw_min_fen: { unit: 'fen', min: 1, max: 9_999_999_999, default: 1000 },
  withdraw_daily_limit_fen: { unit: 'fen', min: 1, max: 9_999_999_999, default: 5_000_000 },
} as const satisfies Record<string, { unit: 'bp' | 'fen' | 'hours'; min: number; max: number; default: number }>;
export type TradeFeeKey = keyof typeof tradeFeeSettings;
export type TradeFeeUnit = (typeof tradeFeeSettings)[TradeFeeKey]['unit'];

/** The number setting of a `trade_fee` row, or undefined for another row. */
export function tradeFeeSetting(dictType: string, value: string) {
  return dictType === 'trade_fee' && Object.hasOwn(tradeFeeSettings, value)
    ? tradeFeeSettings[value as TradeFeeKey]
    : undefined;
}

export const staffDictEntrySchema = z.object({
  id,
  dictType: z.string(),
  /** The shown text, or for a `trade_fee` row the setting's number. */
  label: z.string(),
  /** The row's key (a listing kind, an order status, a trade-fee setting…); fixed. */
  value: z.string(),
  sort: z.number().int(),
  isDefault: z.boolean(),
  enabled: z.boolean(),
});
export type StaffDictEntry = z.infer<typeof staffDictEntrySchema>;

export const staffDictPageSchema = pageSchema(staffDictEntrySchema);
export type StaffDictPage = z.infer<typeof staffDictPageSchema>;

const dictType = z.string().regex(/^[a-z][a-z0-9_]{1,63}$/);

/** `GET /api/staff/catalogue/dictionaries?dictType&pageNum&pageSize` */
export const staffDictListQuerySchema = z.object({
  dictType: z.union([dictType, z.literal('')]).optional(),
  ...pageQuerySchemaWith({ defaultSize: 50, maxSize: 200 }).shape,
});
export type StaffDictListQuery = z.infer<typeof staffDictListQuerySchema>;

/** `GET /api/staff/catalogue/dictionaries/types`: the tenant's dictionary types with their row counts. */
export const staffDictTypeSchema = z.object({ dictType: z.string(), count: z.number().int().nonnegative() });
export type StaffDictType = z.infer<typeof staffDictTypeSchema>;

/** A new label (shown text, or the number of a `trade_fee` setting, checked against its unit and range). */
export const staffDictInputSchema = z.object({ label: visibleTextSchema().min(1).max(100) });
export type StaffDictInput = z.infer<typeof staffDictInputSchema>;

/**
 * The keys each dictionary type the server reads can hold (`value` of a row), in the order the seed gives them.
 * A shop can add any it lacks (`rebind_steps`, keyed by game id, is not in this list).
 */
export const knownDictKeys = {
  trade_fee: Object.keys(tradeFeeSettings) as TradeFeeKey[],
  goods_kind: listingKinds,
  goods_state: listingStateSchema.options,
  order_status: orderStatuses,
  guarantee_type: guarantees,
} as const satisfies Record<string, readonly string[]>;
export type KnownDictType = keyof typeof knownDictKeys;

/** Whether `value` is a key the server knows for `dictType`. */
export function isKnownDictKey(dictType: string, value: string): boolean {
  return Object.hasOwn(knownDictKeys, dictType) && knownDictKeys[dictType as KnownDictType].some((k) => k === value);
}

/**
 * `GET /api/staff/catalogue/dictionaries/missing`: the known keys the shop has no row for, each with the label a
 * new row starts from (a trade-fee setting's default number, or the default text in the request's language).
 */
export const staffDictMissingEntrySchema = z.object({ dictType: z.string(), value: z.string(), label: z.string() });
export type StaffDictMissingEntry = z.infer<typeof staffDictMissingEntrySchema>;

/** `POST /api/staff/catalogue/dictionaries`: adds a row for a known key the shop lacks (label checked as on edit). */
export const staffDictCreateInputSchema = z.object({
  dictType,
  value: visibleTextSchema().min(1).max(100),
  label: visibleTextSchema().min(1).max(100),
});
export type StaffDictCreateInput = z.infer<typeof staffDictCreateInputSchema>;
