import {
  type AttributeRule,
  type attributeInputSchema,
  attributeRuleFailures,
  type ChoiceCreateInput,
  type ChoiceUpdateInput,
  isChoiceKind,
  NUMBER_SLOT_COUNT,
  type StaffAttribute,
  type StaffChoice,
  type StaffTemplate,
} from '@gs/shared/staff-templates';
import type { z } from 'zod';
import type { GameAttributeRow } from '../../db/tables/catalogue.table.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { RequestContext } from '../../lib/context.ts';
import { AppError, type FieldMessage, notFound } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { forgetCatalogue } from './catalogue-cache.ts';
import { toAttributeFields } from './game-attributes.ts';
import { listGameAttributes, listGameChoices } from './games.repository.ts';
import {
  findAttribute,
  findChoice,
  findTenantGame,
  insertAttribute,
  insertChoice,
  isAttributeUsed,
  listAttributeChoices,
  listTakenNumberSlots,
  listUsedAttributeIds,
  nextAttributeSort,
  updateAttribute,
  updateChoice,
  writeOrder,
} from './staff-templates.repository.ts';

type AttributeValues = z.output<typeof attributeInputSchema>;
type ChoiceRow = { id: number; attribute_id: number; name: string; name_en: string; sort: number; enabled: boolean };

const ruleMessages: Record<AttributeRule, MessageKey> = {
  minAboveMax: 'templateRuleMinAboveMax',
  levelsRequired: 'templateRuleLevelsRequired',
  levelEmpty: 'templateRuleLevelEmpty',
  levelDuplicate: 'templateRuleLevelDuplicate',
  levelsOnlyForLevel: 'templateRuleLevelsOnlyForLevel',
  notSearchableKind: 'templateRuleNotSearchableKind',
  boundsOnlyForNumber: 'templateRuleBoundsOnlyForNumber',
};

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

function toChoice(row: ChoiceRow): StaffChoice {
  return { id: row.id, name: row.name, nameEn: row.name_en, sort: row.sort, enabled: row.enabled };
}

function toStaffAttribute(row: GameAttributeRow, choices: ChoiceRow[], used: boolean): StaffAttribute {
  return { ...toAttributeFields(row), usedByListings: used, choices: choices.map(toChoice) };
}

async function requireGame(ctx: RequestContext, gameId: number) {
  const game = await findTenantGame(ctx.db, ctx.tenantId, gameId);
  if (!game) throw notFound('gameNotFound', { id: gameId });
  return game;
}

async function requireAttribute(ctx: RequestContext, id: number) {
  const row = await findAttribute(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('templateAttributeNotFound');
  return row;
}

async function loadAttribute(ctx: RequestContext, row: GameAttributeRow): Promise<StaffAttribute> {
  const [choices, used] = await Promise.all([
    listAttributeChoices(ctx.db, ctx.tenantId, row.id),
    isAttributeUsed(ctx.db, ctx.tenantId, row.game_id, row.id),
  ]);
  return toStaffAttribute(row, choices, used);
}

/** The lowest number slot no attribute of the game holds (disabled ones keep theirs); null when all are taken. */
function freeSlots(taken: number[]): number[] {
  return Array.from({ length: NUMBER_SLOT_COUNT }, (_, i) => i + 1).filter((slot) => !taken.includes(slot));
}

/** 400 naming each field of an attribute that breaks a rule of its own (min ≤ max, levels, searchable kinds). */
function assertAttributeRules(input: AttributeValues): void {
  const failures = attributeRuleFailures(input);
  if (failures.length === 0) return;
  const fields: FieldMessage[] = failures.map(({ field, rule }) => ({
    field: `body.${field}`,
    messageKey: ruleMessages[rule],
  }));
  throw new AppError(400, 'VALIDATION_FAILED', 'templateInvalid', {
    params: { names: failures.map((failure) => failure.field).join(', ') },
    fields,
  });
}

const noNumberSlot = () =>
  new AppError(422, 'BUSINESS_RULE', 'templateNoNumberSlot', {
    fields: [{ field: 'body.kind', messageKey: 'templateNoNumberSlot' }],
  });

const nameTaken = (name: string) =>
  new AppError(409, 'CONFLICT', 'templateAttributeNameTaken', {
    params: { name },
    fields: [{ field: 'body.name', messageKey: 'templateAttributeNameTaken', params: { name } }],
  });

function columnsOf(input: AttributeValues) {
  const isNumber = input.kind === 'number';
  return {
    name: input.name,
    // Left out of an edit: the stored English name stays.
    ...(input.nameEn !== undefined ? { name_en: input.nameEn } : {}),
    kind: input.kind,
    required: input.required,
    searchable: input.searchable,
    on_recycle_form: input.onRecycleForm,
    unit: isNumber ? input.unit : '',
    // Left out of an edit of a number attribute: the stored English unit stays.
    ...(!isNumber ? { unit_en: '' } : input.unitEn !== undefined ? { unit_en: input.unitEn } : {}),
    min_value: isNumber ? input.min : null,
    max_value: isNumber ? input.max : null,
    levels: input.kind === 'level' ? input.levels.map((level) => level.trim()) : [],
    // By position, as many as there are levels; left out of an edit of a level attribute: the stored ones stay.
    ...(input.kind !== 'level'
      ? { levels_en: [] }
      : input.levelsEn !== undefined
        ? { levels_en: input.levelsEn.slice(0, input.levels.length).map((level) => level.trim()) }
        : {}),
    enabled: input.enabled,
  };
}

/** Staff (owner): a game's whole template, disabled attributes and choices included. 404 for a foreign game. */
export async function getStaffTemplate(ctx: RequestContext, gameId: number): Promise<StaffTemplate> {
  const game = await requireGame(ctx, gameId);
  const [attributes, choices, used] = await Promise.all([
    listGameAttributes(ctx.db, ctx.tenantId, gameId),
    listGameChoices(ctx.db, ctx.tenantId, gameId),
    listUsedAttributeIds(ctx.db, ctx.tenantId, gameId),
  ]);
  return {
    gameId,
    gameName: game.name,
    attributes: attributes.map((row) =>
      toStaffAttribute(
        row,
        choices.filter((choice) => choice.attribute_id === row.id),
        used.has(row.id),
      ),
    ),
    freeNumberSlots: freeSlots(attributes.flatMap((row) => (row.number_slot ? [row.number_slot] : []))),
  };
}

/**
 * Staff (owner): adds an attribute at the end of the game's template. A number attribute takes the lowest free
 * number slot: 422 on `body.kind` when all four are taken. 400 for a rule of its own, 409 for a name in use.
 */
export async function createAttribute(
  ctx: RequestContext,
  gameId: number,
  input: AttributeValues,
): Promise<StaffAttribute> {
  await requireGame(ctx, gameId);
  assertAttributeRules(input);
  let numberSlot: 1 | 2 | 3 | 4 | null = null;
  if (input.kind === 'number') {
    const [slot] = freeSlots(await listTakenNumberSlots(ctx.db, ctx.tenantId, gameId));
    if (slot === undefined) throw noNumberSlot();
    numberSlot = slot as 1 | 2 | 3 | 4;
  }
  const sort = await nextAttributeSort(ctx.db, ctx.tenantId, gameId);
  try {
    const row = await insertAttribute(ctx.db, ctx.tenantId, {
      ...columnsOf(input),
      game_id: gameId,
      number_slot: numberSlot,
      sort,
    });
    forgetCatalogue(ctx);
    return toStaffAttribute(row, [], false);
  } catch (error) {
    // Two owners taking the last slot at once: the unique (game, number_slot) index lets one through.
    if (isUniqueViolation(error)) {
      const slotTaken = numberSlot !== null && (error as { constraint?: string }).constraint?.includes('number_slot');
      throw slotTaken ? noNumberSlot() : nameTaken(input.name);
    }
    throw error;
  }
}

/**
 * Staff (owner): replaces an attribute's fields. Its kind cannot change once a listing has a value for it (422 on
 * `body.kind`); becoming a number needs a free slot (422), leaving number frees the slot. Disabling it takes it out
 * of the forms, filters and selling validation; listings keep showing its value. 404 for a foreign attribute.
 */
export async function updateAttributeOf(
  ctx: RequestContext,
  id: number,
  input: AttributeValues,
): Promise<{ before: StaffAttribute; after: StaffAttribute }> {
  const row = await requireAttribute(ctx, id);
  const before = await loadAttribute(ctx, row);
  assertAttributeRules(input);
  let numberSlot = row.number_slot;
  if (input.kind !== row.kind) {
    if (before.usedByListings) {
      throw new AppError(422, 'BUSINESS_RULE', 'templateKindLocked', {
        params: { name: row.name },
        fields: [{ field: 'body.kind', messageKey: 'templateKindLocked', params: { name: row.name } }],
      });
    }
    if (input.kind === 'number') {
      const [slot] = freeSlots(await listTakenNumberSlots(ctx.db, ctx.tenantId, row.game_id));
      if (slot === undefined) throw noNumberSlot();
      numberSlot = slot as 1 | 2 | 3 | 4;
    } else {
      numberSlot = null;
    }
  }
  try {
    const updated = await updateAttribute(ctx.db, ctx.tenantId, id, { ...columnsOf(input), number_slot: numberSlot });
    forgetCatalogue(ctx);
    return { before, after: { ...toStaffAttribute(updated, [], before.usedByListings), choices: before.choices } };
  } catch (error) {
    if (isUniqueViolation(error)) {
      const slotTaken = (error as { constraint?: string }).constraint?.includes('number_slot');
      throw slotTaken ? noNumberSlot() : nameTaken(input.name);
    }
    throw error;
  }
}

function assertSameIds(current: readonly number[], ids: readonly number[]): void {
  const wanted = new Set(current);
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => wanted.has(id))) {
    throw new AppError(422, 'BUSINESS_RULE', 'templateOrderMismatch', {
      fields: [{ field: 'body.ids', messageKey: 'templateOrderMismatch' }],
    });
  }
}

/** Staff (owner): puts the game's attributes in the given order (every id once, else 422). */
export async function reorderAttributes(
  ctx: RequestContext,
  gameId: number,
  ids: number[],
): Promise<{ before: number[]; after: number[] }> {
  await requireGame(ctx, gameId);
  const current = (await listGameAttributes(ctx.db, ctx.tenantId, gameId)).map((row) => row.id);
  assertSameIds(current, ids);
  await inTransaction(ctx.db, (tx) => writeOrder(tx, 'game_attributes', ctx.tenantId, ids));
  forgetCatalogue(ctx);
  return { before: current, after: ids };
}

async function requireChoiceAttribute(ctx: RequestContext, attributeId: number) {
  const attribute = await requireAttribute(ctx, attributeId);
  if (!isChoiceKind(attribute.kind)) {
    throw new AppError(422, 'BUSINESS_RULE', 'templateNoChoices', { params: { name: attribute.name } });
  }
  return attribute;
}

const choiceNameTaken = (name: string) =>
  new AppError(409, 'CONFLICT', 'templateChoiceNameTaken', {
    params: { name },
    fields: [{ field: 'body.name', messageKey: 'templateChoiceNameTaken', params: { name } }],
  });

/** Staff (owner): adds a choice at the end of a choice attribute's list. 422 for another kind, 409 for a name in use. */
export async function addChoice(
  ctx: RequestContext,
  attributeId: number,
  input: ChoiceCreateInput,
): Promise<StaffChoice> {
  await requireChoiceAttribute(ctx, attributeId);
  try {
    const row = await insertChoice(ctx.db, ctx.tenantId, attributeId, {
      name: input.name,
      nameEn: input.nameEn ?? '',
    });
    forgetCatalogue(ctx);
    return toChoice(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw choiceNameTaken(input.name);
    throw error;
  }
}

/**
 * Staff (owner): renames and/or disables a choice. A disabled choice leaves the forms, filters and selling
 * validation; listings that have it keep showing it. 404 for a foreign choice, 409 for a name in use.
 */
export async function updateChoiceOf(
  ctx: RequestContext,
  id: number,
  input: ChoiceUpdateInput,
): Promise<{ before: StaffChoice; after: StaffChoice }> {
  const row = await findChoice(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('templateChoiceNotFound');
  try {
    const updated = await updateChoice(ctx.db, ctx.tenantId, id, {
      name: input.name,
      ...(input.nameEn !== undefined ? { name_en: input.nameEn } : {}),
      enabled: input.enabled,
    });
    forgetCatalogue(ctx);
    return { before: toChoice(row), after: toChoice(updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw choiceNameTaken(input.name);
    throw error;
  }
}

/** Staff (owner): puts an attribute's choices in the given order (every id once, else 422). */
export async function reorderChoices(
  ctx: RequestContext,
  attributeId: number,
  ids: number[],
): Promise<{ before: number[]; after: number[] }> {
  await requireChoiceAttribute(ctx, attributeId);
  const current = (await listAttributeChoices(ctx.db, ctx.tenantId, attributeId)).map((row) => row.id);
  assertSameIds(current, ids);
  await inTransaction(ctx.db, (tx) => writeOrder(tx, 'game_attribute_choices', ctx.tenantId, ids));
  forgetCatalogue(ctx);
  return { before: current, after: ids };
}
