import type { RecycleRules } from '@gs/shared/recycle';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingAttrs } from '../../../db/tables/listings.table.ts';
import { type QuoteRule, type QuoteTemplate, quoteRecycle } from './recycle-quote.ts';

/** Rank (single: Bronze 11, Gold 12, Diamond 13), Skins (multiple: 21, 22, 23), Heroes (number), Champs (level). */
const template: QuoteTemplate = {
  attributes: [
    {
      id: 1,
      name: 'Rank',
      kind: 'single',
      choices: [
        { id: 11, name: 'Bronze' },
        { id: 12, name: 'Gold' },
        { id: 13, name: 'Diamond' },
      ],
    },
    {
      id: 2,
      name: 'Skins',
      kind: 'multiple',
      choices: [
        { id: 21, name: 'Dragon' },
        { id: 22, name: 'Phoenix' },
        { id: 23, name: 'Tiger' },
      ],
    },
    { id: 3, name: 'Heroes', kind: 'number', choices: [] },
    { id: 4, name: 'Champs', kind: 'level', choices: [{ id: 41, name: 'Ahri' }] },
    { id: 5, name: 'Since', kind: 'date', choices: [] },
  ],
};

const rules: RecycleRules = {
  choices: { '12': 2_000, '13': 5_000, '21': 1_500, '22': 1_500, '41': 800 },
  ranges: [
    { attributeId: 3, from: 10, to: 110, fen: 100, perUnit: true },
    { attributeId: 3, from: 80, to: 200, fen: 3_000, perUnit: false },
  ],
};
const rule: QuoteRule = { baseFen: 10_000, minFen: 5_000, maxFen: 50_000, rules };

const sum = (lines: { fen: number }[]) => lines.reduce((total, line) => total + line.fen, 0);

describe('quoteRecycle', () => {
  it('adds the base, each chosen choice, per-unit and flat ranges, with the lines that make it', () => {
    const attrs: ListingAttrs = { '1': 13, '2': [22, 21], '3': 95, '4': [[41, 2]], '5': '2020-01-01' };
    const { quoteFen, basis } = quoteRecycle(rule, template, attrs);
    // 10,000 + 5,000 (Diamond) + 1,500 × 2 (skins) + 85 units × 100 + 3,000 (80–200) + 800 (Ahri)
    expect(quoteFen).toBe(30_300);
    expect(basis).toEqual([
      { kind: 'base', attributeId: null, choiceId: null, label: '', units: null, fen: 10_000 },
      { kind: 'choice', attributeId: 1, choiceId: 13, label: 'Rank: Diamond', units: null, fen: 5_000 },
      { kind: 'choice', attributeId: 2, choiceId: 21, label: 'Skins: Dragon', units: null, fen: 1_500 },
      { kind: 'choice', attributeId: 2, choiceId: 22, label: 'Skins: Phoenix', units: null, fen: 1_500 },
      {
        kind: 'range',
        attributeId: 3,
        choiceId: null,
        label: 'Heroes 10–110',
        units: 85,
        // What the line counts, for the seller's words: 95 entered, counted from 10 (the first 10 are in the base).
        range: { name: 'Heroes', value: 95, from: 10, to: 110 },
        fen: 8_500,
      },
      {
        kind: 'range',
        attributeId: 3,
        choiceId: null,
        label: 'Heroes 80–200',
        units: null,
        range: { name: 'Heroes', value: 95, from: 80, to: 200 },
        fen: 3_000,
      },
      { kind: 'choice', attributeId: 4, choiceId: 41, label: 'Champs: Ahri', units: null, fen: 800 },
    ]);
  });

  it('counts per-unit ranges only above `from` and at most up to `to`; flat ranges only inside', () => {
    const heroes = (value: number) => quoteRecycle(rule, template, { '3': value }).quoteFen - rule.baseFen;
    expect(heroes(5)).toBe(0);
    expect(heroes(10)).toBe(0);
    expect(heroes(11)).toBe(100);
    expect(heroes(80)).toBe(7_000 + 3_000);
    expect(heroes(150)).toBe(10_000 + 3_000);
    expect(heroes(201)).toBe(10_000);
  });

  it('raises a low sum to the minimum and cuts a high one to the maximum, with a clamp line', () => {
    const low = quoteRecycle({ ...rule, baseFen: 0 }, template, {});
    expect(low.quoteFen).toBe(5_000);
    expect(low.basis.at(-1)).toEqual({
      kind: 'clamp',
      attributeId: null,
      choiceId: null,
      label: 'min',
      units: null,
      fen: 5_000,
    });
    const high = quoteRecycle({ ...rule, maxFen: 20_000 }, template, { '1': 13, '3': 200 });
    expect(high.quoteFen).toBe(20_000);
    expect(high.basis.at(-1)).toMatchObject({ kind: 'clamp', label: 'max', fen: 20_000 - 28_000 });
    const exact = quoteRecycle(rule, template, { '1': 12 });
    expect(exact.basis.some((line) => line.kind === 'clamp')).toBe(false);
  });

  it('applies negative increments (a deduction) and ignores rules for choices not chosen', () => {
    const withDeduction: QuoteRule = { ...rule, rules: { ...rules, choices: { ...rules.choices, '11': -4_000 } } };
    expect(quoteRecycle(withDeduction, template, { '1': 11 }).quoteFen).toBe(6_000);
    expect(quoteRecycle(withDeduction, template, { '1': 12 }).quoteFen).toBe(12_000);
  });
});

// Generated rules and values over the fixture template: the invariants hold for any of them.
const fen = fc.integer({ min: -10_000_000, max: 10_000_000 });
const ruleArb = fc
  .record({
    baseFen: fc.integer({ min: 0, max: 100_000_000 }),
    a: fc.integer({ min: 1, max: 100_000_000 }),
    b: fc.integer({ min: 1, max: 100_000_000 }),
    choices: fc.dictionary(fc.constantFrom('11', '12', '13', '21', '22', '23', '41', '99'), fen),
    ranges: fc.array(
      fc
        .record({
          attributeId: fc.constantFrom(3, 1, 7),
          from: fc.integer({ min: -1_000, max: 1_000 }),
          span: fc.integer({ min: 0, max: 1_000_000 }),
          fen,
          perUnit: fc.boolean(),
        })
        .map(({ span, ...range }) => ({ ...range, to: range.from + span })),
      { maxLength: 100 },
    ),
  })
  .map(
    ({ baseFen, a, b, choices, ranges }): QuoteRule => ({
      baseFen,
      minFen: Math.min(a, b),
      maxFen: Math.max(a, b),
      rules: { choices, ranges },
    }),
  );
const attrsArb = fc
  .record(
    {
      '1': fc.constantFrom(11, 12, 13),
      '2': fc.uniqueArray(fc.constantFrom(21, 22, 23), { minLength: 1 }),
      '3': fc.integer({ min: -2_000_000, max: 2_000_000 }),
      '4': fc.constant([[41, 1]] as [number, number][]),
    },
    { requiredKeys: [] },
  )
  .map((attrs) => attrs as ListingAttrs);

describe('quoteRecycle, for any rule and values', () => {
  it('quotes within [min, max], an integer, and its lines add up to it', () => {
    fc.assert(
      fc.property(ruleArb, attrsArb, (anyRule, attrs) => {
        const { quoteFen, basis } = quoteRecycle(anyRule, template, attrs);
        expect(Number.isSafeInteger(quoteFen)).toBe(true);
        expect(quoteFen).toBeGreaterThanOrEqual(anyRule.minFen);
        expect(quoteFen).toBeLessThanOrEqual(anyRule.maxFen);
        expect(sum(basis)).toBe(quoteFen);
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic: the same rule and values, in any key order, give the same quote and lines', () => {
    fc.assert(
      fc.property(ruleArb, attrsArb, (anyRule, attrs) => {
        const first = quoteRecycle(anyRule, template, attrs);
        const reversedAttrs = Object.fromEntries(Object.entries(attrs).reverse());
        const reversedChoices = Object.fromEntries(Object.entries(anyRule.rules.choices).reverse());
        const again = quoteRecycle(
          { ...anyRule, rules: { ...anyRule.rules, choices: reversedChoices } },
          template,
          reversedAttrs,
        );
        expect(again).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});
