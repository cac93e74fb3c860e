import { z } from 'zod';
import { attributeKindSchema, filterableAttributeKinds } from './games.ts';
import { englishNameSchema } from './staff-catalogue.ts';
import { visibleTextSchema } from './text.ts';

/*
 * Back office, catalogue (issue 14, screen 5): a game's attribute template with its choices, and its heroes and
 * skins, as the owner edits them. Nothing is deleted: what listings use is disabled instead (a disabled attribute or
 * choice leaves the selling forms, the listing filters and selling validation; listings keep showing its value).
 */

const id = z.number().int().positive();
const paramId = z.coerce.number().int().positive();

/** Number attributes live in the listing's four integer columns (num_1 … num_4): at most four per game. */
export const NUMBER_SLOT_COUNT = 4;
export const ATTRIBUTE_NAME_MAX = 40;
export const CHOICE_NAME_MAX = 60;
export const ATTRIBUTE_UNIT_MAX = 10;
/** English units run longer ("vehicle skins"). */
export const ATTRIBUTE_UNIT_EN_MAX = 20;
export const LEVEL_NAME_MAX = 20;
/** Level indexes are stored in the search ids (see LEVEL_INDEX_MAX in the catalogue contract): 16 levels at most. */
export const LEVELS_MAX = 16;
export const HERO_NAME_MAX = 40;
export const SKIN_NAME_MAX = 40;
export const SKIN_QUALITY_MAX = 20;

/** Kinds whose values are choices (and so have a list of choices to keep). */
export const choiceAttributeKinds = ['single', 'multiple', 'level'] as const;
export const isChoiceKind = (kind: string) => (choiceAttributeKinds as readonly string[]).includes(kind);
/** Kinds that can be a product-list filter. */
export const isFilterableKind = (kind: string) => (filterableAttributeKinds as readonly string[]).includes(kind);

export const gameIdParamsSchema = z.object({ gameId: paramId });
export const staffTemplateIdParamsSchema = z.object({ id: paramId });

export const staffChoiceSchema = z.object({
  id,
  name: z.string(),
  /** Empty when none was written. */
  nameEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type StaffChoice = z.infer<typeof staffChoiceSchema>;

export const staffAttributeSchema = z.object({
  id,
  name: z.string(),
  /** Empty when none was written. */
  nameEn: z.string(),
  kind: attributeKindSchema,
  required: z.boolean(),
  searchable: z.boolean(),
  onRecycleForm: z.boolean(),
  sort: z.number().int(),
  unit: z.string(),
  /** Empty when none was written. */
  unitEn: z.string(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  /** The listing column (num_1 … num_4) of a number attribute; null otherwise. */
  numberSlot: z.number().int().min(1).max(NUMBER_SLOT_COUNT).nullable(),
  levels: z.array(z.string()),
  /** The levels' English names by position ('' where none was written). */
  levelsEn: z.array(z.string()),
  enabled: z.boolean(),
  /** Some listing has a value for it: its kind can no longer change. */
  usedByListings: z.boolean(),
  /** Every choice, disabled ones included, in display order. */
  choices: z.array(staffChoiceSchema),
});
export type StaffAttribute = z.infer<typeof staffAttributeSchema>;

/** `GET /api/staff/catalogue/templates/:gameId` */
export const staffTemplateSchema = z.object({
  gameId: id,
  gameName: z.string(),
  /** Every attribute, disabled ones included, in template order. */
  attributes: z.array(staffAttributeSchema),
  /** Number slots no attribute holds (disabled attributes keep theirs). */
  freeNumberSlots: z.array(z.number().int()),
});
export type StaffTemplate = z.infer<typeof staffTemplateSchema>;

const optionalBound = z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable();

/**
 * Adding or replacing an attribute. The server checks the rules that need the template (a free number slot, a kind
 * that listings use) and these, answering each on its field: min ≤ max, levels only and always for `level` (unique,
 * not empty), searchable only for number / single / multiple / level, unit and bounds only for numbers.
 */
export const attributeInputSchema = z.object({
  name: visibleTextSchema().min(1).max(ATTRIBUTE_NAME_MAX),
  nameEn: englishNameSchema(ATTRIBUTE_NAME_MAX),
  kind: attributeKindSchema,
  required: z.boolean(),
  searchable: z.boolean(),
  onRecycleForm: z.boolean(),
  unit: z.string().trim().max(ATTRIBUTE_UNIT_MAX).default(''),
  /** The unit English readers see (numbers only); left out: kept. */
  unitEn: z.string().trim().max(ATTRIBUTE_UNIT_EN_MAX).optional(),
  min: optionalBound.default(null),
  max: optionalBound.default(null),
  levels: z.array(z.string().trim().max(LEVEL_NAME_MAX)).max(LEVELS_MAX).default([]),
  /** The levels' English names by position ('' for none); left out: kept (cut to the levels' count). */
  levelsEn: z.array(z.string().trim().max(LEVEL_NAME_MAX)).max(LEVELS_MAX).optional(),
  enabled: z.boolean().default(true),
});
export type AttributeInput = z.input<typeof attributeInputSchema>;

/** The rule broken by a field of an attribute, named for the message files of both the server and the back office. */
export type AttributeRule =
  | 'minAboveMax'
  | 'levelsRequired'
  | 'levelEmpty'
  | 'levelDuplicate'
  | 'levelsOnlyForLevel'
  | 'notSearchableKind'
  | 'boundsOnlyForNumber';

/** The rules of one attribute on its own (without the template): each broken one with its field. */
export function attributeRuleFailures(
  input: Pick<z.output<typeof attributeInputSchema>, 'kind' | 'searchable' | 'min' | 'max' | 'levels' | 'unit'>,
): { field: 'min' | 'max' | 'levels' | 'searchable' | 'unit'; rule: AttributeRule }[] {
  const failures: { field: 'min' | 'max' | 'levels' | 'searchable' | 'unit'; rule: AttributeRule }[] = [];
  if (input.kind === 'number') {
    if (input.min !== null && input.max !== null && input.min > input.max) {
      failures.push({ field: 'max', rule: 'minAboveMax' });
    }
  } else if (input.min !== null || input.max !== null || input.unit !== '') {
    failures.push({
      field: input.unit !== '' ? 'unit' : input.min !== null ? 'min' : 'max',
      rule: 'boundsOnlyForNumber',
    });
  }
  if (input.kind === 'level') {
    if (input.levels.length === 0) failures.push({ field: 'levels', rule: 'levelsRequired' });
    else if (input.levels.some((level) => level.trim() === '')) failures.push({ field: 'levels', rule: 'levelEmpty' });
    else if (new Set(input.levels).size !== input.levels.length) {
      failures.push({ field: 'levels', rule: 'levelDuplicate' });
    }
  } else if (input.levels.length > 0) {
    failures.push({ field: 'levels', rule: 'levelsOnlyForLevel' });
  }
  if (input.searchable && !isFilterableKind(input.kind))
    failures.push({ field: 'searchable', rule: 'notSearchableKind' });
  return failures;
}

/** A new order: every id of the list, each once (attributes of a game, choices of an attribute, heroes, skins). */
export const reorderInputSchema = z.object({ ids: z.array(id).min(1).max(2000) });
export type ReorderInput = z.infer<typeof reorderInputSchema>;

export const choiceCreateSchema = z.object({
  name: visibleTextSchema().min(1).max(CHOICE_NAME_MAX),
  nameEn: englishNameSchema(CHOICE_NAME_MAX),
});
export type ChoiceCreateInput = z.infer<typeof choiceCreateSchema>;

/** Rename and/or disable a choice. */
export const choiceUpdateSchema = z.object({
  name: visibleTextSchema().min(1).max(CHOICE_NAME_MAX),
  nameEn: englishNameSchema(CHOICE_NAME_MAX),
  enabled: z.boolean(),
});
export type ChoiceUpdateInput = z.infer<typeof choiceUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Heroes and skins

export const staffSkinSchema = z.object({
  id,
  heroId: id,
  name: z.string(),
  /** Empty when none was written. */
  nameEn: z.string(),
  quality: z.string(),
  /** The choice (of one of the game's choice attributes) this skin is; null when none. */
  choiceId: id.nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type StaffSkin = z.infer<typeof staffSkinSchema>;

export const staffHeroSchema = z.object({
  id,
  name: z.string(),
  /** Empty when none was written. */
  nameEn: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  skins: z.array(staffSkinSchema),
});
export type StaffHero = z.infer<typeof staffHeroSchema>;

/** `GET /api/staff/catalogue/heroes/:gameId`: every hero and skin, disabled ones included, in display order. */
export const staffHeroesSchema = z.object({ gameId: id, heroes: z.array(staffHeroSchema) });
export type StaffHeroes = z.infer<typeof staffHeroesSchema>;

export const heroInputSchema = z.object({
  name: visibleTextSchema().min(1).max(HERO_NAME_MAX),
  nameEn: englishNameSchema(HERO_NAME_MAX),
  enabled: z.boolean().default(true),
});
export type HeroInput = z.input<typeof heroInputSchema>;

export const skinInputSchema = z.object({
  name: visibleTextSchema().min(1).max(SKIN_NAME_MAX),
  nameEn: englishNameSchema(SKIN_NAME_MAX),
  quality: z.string().trim().max(SKIN_QUALITY_MAX).default(''),
  choiceId: id.nullable().default(null),
  enabled: z.boolean().default(true),
});
export type SkinInput = z.input<typeof skinInputSchema>;
