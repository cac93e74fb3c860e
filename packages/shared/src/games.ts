import { z } from 'zod';

/*
 * Game contracts (SPEC §7 "Catalogue", DOMAIN "Catalogue"): games, their attribute templates, region trees and hero
 * skins. JSON is camelCase; times are ISO 8601 strings. Every call is scoped to the tenant of the Host header.
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

export { filterableAttributeKinds } from './game-basics.ts';

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
// Hero skins

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
