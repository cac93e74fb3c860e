import type { SellingAttributesInput, SellingAttributeValue } from '@gs/shared/selling';
import { sellingAttributesInputSchema } from '@gs/shared/selling';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, type FixtureGame, tenantContext } from '../../../test/catalogue-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { AppError, type FieldMessage } from '../../lib/errors.ts';
import { renderMessage } from '../../lib/messages.ts';
import { type AttributeDef, type GameCatalogue, getGameCatalogue, getTenantCatalogue } from '../catalogue/index.ts';
import { formAttributes, validateListingAttributes } from './listing-attributes.ts';

let database: TestDatabase;
let game: FixtureGame;
/** The fixture game with Rank and Count required, Count in 0–500, Power in -10–10, Rank/Count/Heroes on recycle. */
let fixture: GameCatalogue;
/** Every visible game of the seeded demo tenant. */
let seeded: GameCatalogue[];

beforeAll(async () => {
  database = await createTestDatabase();
  const tenantId = await tenantIdOf(database.db, 'demo');
  game = await createFixtureGame(database.db, tenantId);
  const set = (id: number, values: { required?: boolean; on_recycle_form?: boolean; min?: number; max?: number }) =>
    database.db
      .updateTable('game_attributes')
      .set({
        required: values.required ?? false,
        on_recycle_form: values.on_recycle_form ?? false,
        min_value: values.min ?? null,
        max_value: values.max ?? null,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  await set(game.attr.rank, { required: true, on_recycle_form: true });
  await set(game.attr.count, { required: true, on_recycle_form: true, min: 0, max: 500 });
  await set(game.attr.power, { min: -10, max: 10 });
  await set(game.attr.heroes, { on_recycle_form: true });
  const ctx = await tenantContext(database.db, tenantId);
  fixture = await getGameCatalogue(ctx, game.gameId);
  const games = (await getTenantCatalogue(ctx)).games.filter((row) => row.id !== game.gameId);
  seeded = await Promise.all(games.map((row) => getGameCatalogue(ctx, row.id)));
});

afterAll(async () => {
  await database?.drop();
});

/** The fields of the 400 a call throws (fails the test when it does not throw one). */
function refusal(run: () => unknown): FieldMessage[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(400);
    expect(appError.errorCode).toBe('VALIDATION_FAILED');
    return (appError.fields ?? []) as FieldMessage[];
  }
  throw new Error('expected a refusal');
}

const key = (id: number) => String(id);
/** A valid value of Rank and Count (the required attributes), plus the given values. */
const withRequired = (values: SellingAttributesInput = {}): SellingAttributesInput => ({
  [key(game.attr.rank)]: game.choice.A,
  [key(game.attr.count)]: 12,
  ...values,
});

// ---------------------------------------------------------------------------------------------------------------
// Generators from the template

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** Any valid value of the attribute, or null when the template leaves none possible (no choices, no levels). */
function arbitraryValue(attribute: AttributeDef): fc.Arbitrary<SellingAttributeValue> | null {
  const ids = attribute.choices.map((choice) => choice.id);
  switch (attribute.kind) {
    case 'text':
      return fc.string({ minLength: 1, maxLength: 200 }).filter((text) => text.trim() === text && text !== '');
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'number':
      return fc.integer({ min: attribute.min ?? INT_MIN, max: attribute.max ?? INT_MAX });
    case 'single':
      return ids.length > 0 ? fc.constantFrom(...ids) : null;
    case 'multiple':
      return ids.length > 0 ? fc.shuffledSubarray(ids, { minLength: 1 }) : null;
    case 'level': {
      if (ids.length === 0 || attribute.levels.length === 0) return null;
      const level = fc.integer({ min: 0, max: attribute.levels.length - 1 });
      return fc
        .shuffledSubarray(ids, { minLength: 1 })
        .chain((chosen) => fc.tuple(...chosen.map((id) => level.map((index): [number, number] => [id, index]))));
    }
  }
}

/** Any valid form input of the template: required attributes always, optional ones sometimes. */
function inputOf(catalogue: GameCatalogue, form: 'sell' | 'recycle'): fc.Arbitrary<SellingAttributesInput> {
  const entries = formAttributes(catalogue, form).flatMap((attribute) => {
    const value = arbitraryValue(attribute);
    if (!value) return [];
    const entry = value.map((v): [string, SellingAttributeValue] => [key(attribute.id), v]);
    return [attribute.required ? entry : fc.option(entry, { nil: null })];
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));
}

// ---------------------------------------------------------------------------------------------------------------

describe('validateListingAttributes: each kind', () => {
  it('accepts a value of every kind and answers it as stored', () => {
    const input = withRequired({
      [key(game.attr.tags)]: [game.choice.t3, game.choice.t1],
      [key(game.attr.heroes)]: [
        [game.choice.h2, 2],
        [game.choice.h1, 0],
      ],
      [key(game.attr.power)]: -10,
      [key(game.attr.since)]: '2024-02-29',
      [key(game.attr.note)]: '  full skins  ',
      [key(game.attr.secret)]: game.choice.x,
    });
    expect(validateListingAttributes(fixture, sellingAttributesInputSchema.parse(input), 'sell')).toEqual({
      ...input,
      [key(game.attr.note)]: 'full skins',
    });
  });

  it('leaves empty optional values out', () => {
    const input = withRequired({ [key(game.attr.note)]: '   ', [key(game.attr.tags)]: [], [key(game.attr.since)]: '' });
    expect(validateListingAttributes(fixture, input, 'sell')).toEqual(withRequired());
  });

  type Case = [string, keyof FixtureGame['attr'], (c: FixtureGame['choice']) => unknown, string];
  const cases: Case[] = [
    ['a missing required single choice', 'rank', () => undefined, 'attributeRequired'],
    ['a single choice given as a list', 'rank', (c) => [c.A], 'attributeExpectsChoice'],
    ['a choice of another attribute', 'rank', (c) => c.t1, 'attributeUnknownChoice'],
    ['a number as text', 'count', () => '12', 'attributeExpectsNumber'],
    ['a fractional number', 'count', () => 1.5, 'attributeExpectsNumber'],
    ['a number below the minimum', 'count', () => -1, 'attributeBelowMin'],
    ['a number above the maximum', 'count', () => 501, 'attributeAboveMax'],
    ['a multiple choice as one id', 'tags', (c) => c.t1, 'attributeExpectsChoices'],
    ['a multiple choice with a foreign id', 'tags', (c) => [c.t1, c.A], 'attributeUnknownChoice'],
    ['a multiple choice with a duplicate', 'tags', (c) => [c.t2, c.t2], 'attributeDuplicateChoice'],
    ['a choice with level without its level', 'heroes', (c) => [c.h1], 'attributeExpectsLevels'],
    ['a choice with level of a level that does not exist', 'heroes', (c) => [[c.h1, 3]], 'attributeUnknownLevel'],
    ['a choice with level of a foreign choice', 'heroes', (c) => [[c.A, 0]], 'attributeUnknownChoice'],
    [
      'a hero chosen twice',
      'heroes',
      (c) => [
        [c.h1, 0],
        [c.h1, 1],
      ],
      'attributeDuplicateChoice',
    ],
    ['a date that does not exist', 'since', () => '2023-02-29', 'attributeExpectsDate'],
    ['a date in another format', 'since', () => '29/02/2024', 'attributeExpectsDate'],
    ['a date as a number', 'since', () => 20240229, 'attributeExpectsDate'],
    ['text as a number', 'note', () => 5, 'attributeExpectsText'],
    ['text too long', 'note', () => 'x'.repeat(201), 'attributeTextTooLong'],
  ];

  it.each(cases)('refuses %s naming that attribute', (_, name, makeValue, messageKey) => {
    const id = game.attr[name];
    const input = withRequired();
    const value = makeValue(game.choice);
    if (value === undefined) delete input[key(id)];
    // Values of the wrong shape on purpose: what a client may send without the shared schema.
    else input[key(id)] = value as SellingAttributeValue;
    const fields = refusal(() => validateListingAttributes(fixture, input, 'sell'));
    expect(fields.map((f) => [f.field, f.messageKey])).toEqual([[`attrs.${id}`, messageKey]]);
    expect(fields[0]?.params?.name).toBe(fixture.attributesById.get(id)?.name);
  });

  it('refuses an attribute id outside the template', () => {
    const fields = refusal(() => validateListingAttributes(fixture, withRequired({ '999999': 1 }), 'sell'));
    expect(fields.map((f) => [f.field, f.messageKey])).toEqual([['attrs.999999', 'attributeUnknown']]);
  });

  it('names every failing attribute, one field each', () => {
    const input = {
      [key(game.attr.count)]: 9999,
      [key(game.attr.heroes)]: [[game.choice.h1, 7]] as [number, number][],
    };
    const fields = refusal(() => validateListingAttributes(fixture, input, 'sell'));
    expect(fields.map((f) => f.field).sort()).toEqual(
      [`attrs.${game.attr.rank}`, `attrs.${game.attr.heroes}`, `attrs.${game.attr.count}`].sort(),
    );
  });

  it('renders each field in both languages, naming the attribute', () => {
    const fields = refusal(() =>
      validateListingAttributes(fixture, withRequired({ [key(game.attr.heroes)]: [[game.choice.h1, 3]] }), 'sell'),
    );
    const [field] = fields;
    if (!field) throw new Error('no field');
    expect(renderMessage(field.messageKey, 'en-US', field.params)).toBe('Heroes: choose a level that exists');
    expect(renderMessage(field.messageKey, 'zh-CN', field.params)).toBe('Heroes：请选择存在的等级');
  });
});

describe('validateListingAttributes: the recycle form', () => {
  it('accepts the flagged attributes only', () => {
    const input = withRequired({ [key(game.attr.heroes)]: [[game.choice.h1, 1]] });
    expect(validateListingAttributes(fixture, input, 'recycle')).toEqual(input);
    const fields = refusal(() =>
      validateListingAttributes(fixture, withRequired({ [key(game.attr.tags)]: [game.choice.t1] }), 'recycle'),
    );
    expect(fields.map((f) => [f.field, f.messageKey])).toEqual([
      [`attrs.${game.attr.tags}`, 'attributeNotOnRecycleForm'],
    ]);
  });

  it('asks the flagged attributes of the template', () => {
    expect(formAttributes(fixture, 'recycle').map((a) => a.id)).toEqual(
      fixture.attributes
        .filter((a) => [game.attr.rank, game.attr.count, game.attr.heroes].includes(a.id))
        .map((a) => a.id),
    );
  });
});

describe('validateListingAttributes: properties', () => {
  it('any value generated from a template validates and round-trips unchanged', () => {
    for (const catalogue of [fixture, ...seeded]) {
      for (const form of ['sell', 'recycle'] as const) {
        fc.assert(
          fc.property(inputOf(catalogue, form), (input) => {
            expect(sellingAttributesInputSchema.parse(input)).toEqual(input);
            expect(validateListingAttributes(catalogue, input, form)).toEqual(input);
          }),
          { numRuns: 50 },
        );
      }
    }
  });

  type Corruption = (input: SellingAttributesInput) => [number, SellingAttributesInput];
  const corruptions: Record<string, Corruption> = {
    'a number above the range': (input) => [game.attr.count, { ...input, [key(game.attr.count)]: 501 }],
    'a number below the range': (input) => [game.attr.power, { ...input, [key(game.attr.power)]: -11 }],
    'a foreign choice id': (input) => [game.attr.rank, { ...input, [key(game.attr.rank)]: game.choice.t1 }],
    'a foreign choice among several': (input) => [
      game.attr.tags,
      { ...input, [key(game.attr.tags)]: [game.choice.t1, game.choice.x] },
    ],
    'a missing required value': (input) => {
      const { [key(game.attr.count)]: _, ...rest } = input;
      return [game.attr.count, rest];
    },
    'an unknown level': (input) => [game.attr.heroes, { ...input, [key(game.attr.heroes)]: [[game.choice.h2, 3]] }],
  };

  it('any value with one field corrupted is refused naming exactly that field', () => {
    fc.assert(
      fc.property(inputOf(fixture, 'sell'), fc.constantFrom(...Object.keys(corruptions)), (input, name) => {
        const corrupt = corruptions[name];
        if (!corrupt) throw new Error(name);
        const [id, corrupted] = corrupt(input);
        const fields = refusal(() => validateListingAttributes(fixture, corrupted, 'sell'));
        expect(fields.map((f) => f.field)).toEqual([`attrs.${id}`]);
      }),
      { numRuns: 300 },
    );
  });
});
