import { z } from 'zod';
import { LEVEL_INDEX_MAX } from './listings.ts';

/*
 * The attribute values a selling form (consignment, quick recycle, price-competition recycle) submits, per the
 * game's attribute template (DOMAIN "Selling", "Catalogue"). The shape is the stored one, so a value the server has
 * checked against the template is stored as is: text and date (YYYY-MM-DD) as strings, a number as a number, a
 * single choice as its choice id, a multiple choice (skins, tags) as choice ids, a choice with level (a hero and
 * the level of its skins, a character and its constellation) as `[choiceId, levelIndex]` pairs. Which of these an
 * attribute takes, its range, its choices and its levels are the template's; the server answers a 400 naming
 * `attrs.<attributeId>` for each value that does not fit.
 */

const id = z.number().int().positive();

/** The longest text attribute value, in characters. */
export const SELLING_TEXT_MAX = 200;
/** The most choices (or choice-level pairs) one attribute value may hold. */
export const SELLING_CHOICES_MAX = 500;
/** The most attribute values one form may carry (templates have about 20 attributes). */
export const SELLING_ATTRIBUTES_MAX = 60;

/** A choice with its level: the choice id and the index into the attribute's `levels`. */
export const sellingLevelPairSchema = z.tuple([id, z.number().int().min(0).max(LEVEL_INDEX_MAX)]);
export type SellingLevelPair = z.infer<typeof sellingLevelPairSchema>;

/** One attribute's value: text/date, number or single choice id, choice ids, or choice-level pairs. */
export const sellingAttributeValueSchema = z.union([
  z.string().max(SELLING_TEXT_MAX),
  z.number().finite(),
  z.array(id).max(SELLING_CHOICES_MAX),
  z.array(sellingLevelPairSchema).max(SELLING_CHOICES_MAX),
]);
export type SellingAttributeValue = z.infer<typeof sellingAttributeValueSchema>;

/** A form's attribute values keyed by attribute id (as a decimal string, like the stored `attrs`). */
export const sellingAttributesInputSchema = z
  .record(z.string().regex(/^[1-9][0-9]{0,9}$/, 'attribute ids are positive integers'), sellingAttributeValueSchema)
  .refine((attrs) => Object.keys(attrs).length <= SELLING_ATTRIBUTES_MAX, {
    message: `at most ${SELLING_ATTRIBUTES_MAX} attributes`,
  });
export type SellingAttributesInput = z.infer<typeof sellingAttributesInputSchema>;

/** The selling forms: `sell` (consignment) asks every attribute, `recycle` (quick and price-competition recycle) the flagged. */
export const sellingForms = ['sell', 'recycle'] as const;
export const sellingFormSchema = z.enum(sellingForms);
export type SellingForm = z.infer<typeof sellingFormSchema>;
