import type { SellingAttributesInput, SellingAttributeValue, SellingForm } from '@gs/shared/selling';
import { SELLING_TEXT_MAX } from '@gs/shared/selling';
import type { ListingAttrs, ListingAttrValue } from '../../db/tables/listings.table.ts';
import { AppError, type FieldMessage } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import type { AttributeDef, GameCatalogue } from '../catalogue/index.ts';

/** The bounds of the listing's integer columns (num_1 … num_4), for number attributes without their own. */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** Why one value does not fit its attribute: a message key (the attribute's name is added) and its params. */
interface Failure {
  messageKey: MessageKey;
  params?: Record<string, string | number>;
}

type Checked = { value: ListingAttrValue | null } | { failure: Failure };

const fail = (messageKey: MessageKey, params?: Record<string, string | number>): Checked => ({
  failure: params ? { messageKey, params } : { messageKey },
});

function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isChoiceId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The first choice id in `ids` that is not an option of the attribute, or repeated; null when all fit. */
function checkChoiceIds(attribute: AttributeDef, ids: number[]): Failure | null {
  const seen = new Set<number>();
  for (const id of ids) {
    if (!attribute.choices.some((choice) => choice.id === id)) {
      return { messageKey: 'attributeUnknownChoice', params: { id } };
    }
    if (seen.has(id)) return { messageKey: 'attributeDuplicateChoice', params: { id } };
    seen.add(id);
  }
  return null;
}

/** A present value checked against its attribute's kind, range, choices and levels; null value: left empty. */
function checkValue(attribute: AttributeDef, value: SellingAttributeValue): Checked {
  switch (attribute.kind) {
    case 'text': {
      if (typeof value !== 'string') return fail('attributeExpectsText');
      const text = value.trim();
      if (text.length > SELLING_TEXT_MAX) return fail('attributeTextTooLong', { max: SELLING_TEXT_MAX });
      return { value: text === '' ? null : text };
    }
    case 'date': {
      if (typeof value !== 'string') return fail('attributeExpectsDate');
      const text = value.trim();
      if (text === '') return { value: null };
      return isDate(text) ? { value: text } : fail('attributeExpectsDate');
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return fail('attributeExpectsNumber');
      const min = attribute.min ?? INT_MIN;
      const max = attribute.max ?? INT_MAX;
      if (value < min) return fail('attributeBelowMin', { min });
      if (value > max) return fail('attributeAboveMax', { max });
      return { value };
    }
    case 'single': {
      if (!isChoiceId(value)) return fail('attributeExpectsChoice');
      const failure = checkChoiceIds(attribute, [value]);
      return failure ? { failure } : { value };
    }
    case 'multiple': {
      if (!Array.isArray(value) || !value.every(isChoiceId)) return fail('attributeExpectsChoices');
      const ids = value as number[];
      const failure = checkChoiceIds(attribute, ids);
      if (failure) return { failure };
      return { value: ids.length === 0 ? null : [...ids] };
    }
    case 'level': {
      const isPair = (item: unknown) =>
        Array.isArray(item) && item.length === 2 && isChoiceId(item[0]) && Number.isSafeInteger(item[1]);
      if (!Array.isArray(value) || !value.every(isPair)) return fail('attributeExpectsLevels');
      const pairs = value as [number, number][];
      const failure = checkChoiceIds(
        attribute,
        pairs.map(([id]) => id),
      );
      if (failure) return { failure };
      const unknownLevel = pairs.find(([, level]) => level < 0 || level >= attribute.levels.length);
      if (unknownLevel) return fail('attributeUnknownLevel', { level: unknownLevel[1] });
      return { value: pairs.length === 0 ? null : pairs.map(([id, level]): [number, number] => [id, level]) };
    }
  }
}

/** The attributes a form asks: every attribute of the template for `sell`, the recycle-flagged ones for `recycle`. */
export function formAttributes(catalogue: GameCatalogue, form: SellingForm): AttributeDef[] {
  return form === 'recycle'
    ? catalogue.attributes.filter((attribute) => attribute.onRecycleForm)
    : catalogue.attributes;
}

/**
 * A seller's attribute values checked against the game's template for the form, answered as the listing's `attrs`
 * (text trimmed, empty optional values left out). 400 VALIDATION_FAILED with one field `attrs.<attributeId>` per
 * failing attribute: a required one missing, an id not on the form, a value of the wrong kind, a number out of
 * range or not whole, a choice of another attribute or chosen twice, a level that does not exist.
 */
export function validateListingAttributes(
  catalogue: GameCatalogue,
  input: SellingAttributesInput,
  form: SellingForm,
): ListingAttrs {
  const attrs: ListingAttrs = {};
  const failures: { attribute: AttributeDef | null; field: FieldMessage }[] = [];
  const asked = formAttributes(catalogue, form);
  const askedIds = new Set(asked.map((attribute) => attribute.id));
  for (const attribute of asked) {
    const key = String(attribute.id);
    const field = `attrs.${key}`;
    const value = Object.hasOwn(input, key) ? input[key] : undefined;
    const checked: Checked = value === undefined ? { value: null } : checkValue(attribute, value);
    if ('failure' in checked) {
      const params = { ...checked.failure.params, name: attribute.name };
      failures.push({ attribute, field: { field, messageKey: checked.failure.messageKey, params } });
    } else if (checked.value !== null) {
      attrs[key] = checked.value;
    } else if (attribute.required) {
      failures.push({ attribute, field: { field, messageKey: 'attributeRequired', params: { name: attribute.name } } });
    }
  }
  for (const key of Object.keys(input)) {
    const id = Number(key);
    if (askedIds.has(id)) continue;
    const attribute = catalogue.attributesById.get(id);
    const field = `attrs.${key}`;
    failures.push(
      attribute
        ? { attribute, field: { field, messageKey: 'attributeNotOnRecycleForm', params: { name: attribute.name } } }
        : { attribute: null, field: { field, messageKey: 'attributeUnknown', params: { id: key } } },
    );
  }
  if (failures.length > 0) {
    const names = failures.map(({ attribute, field }) => attribute?.name ?? field.field).join(', ');
    throw new AppError(400, 'VALIDATION_FAILED', 'attributesInvalid', {
      params: { names },
      fields: failures.map(({ field }) => field),
    });
  }
  return attrs;
}
