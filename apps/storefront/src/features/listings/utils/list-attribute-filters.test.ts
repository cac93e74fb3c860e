import type { GameAttribute } from '@gs/shared/games';
import { describe, expect, it } from 'vitest';
import { fitFiltersToTemplate, withAttributeFilter } from './list-attribute-filters';

function attribute(overrides: Partial<GameAttribute>): GameAttribute {
  return {
    id: 1,
    name: 'Rank',
    kind: 'single',
    required: false,
    searchable: true,
    onRecycleForm: false,
    sort: 1,
    unit: '',
    min: null,
    max: null,
    choices: [],
    levels: [],
    ...overrides,
  };
}

describe('fitFiltersToTemplate', () => {
  const attributes = [
    attribute({ id: 1, kind: 'single', choices: [{ id: 11, name: 'V1', sort: 1 }] }),
    attribute({ id: 2, kind: 'number' }),
    attribute({ id: 3, kind: 'multiple', searchable: false, choices: [{ id: 31, name: 'x', sort: 1 }] }),
    attribute({ id: 4, kind: 'text' }),
    attribute({ id: 5, kind: 'level', choices: [{ id: 51, name: 'Li Bai', sort: 1 }], levels: ['City', 'Province'] }),
  ];

  it('keeps a lowest level only on a choice-with-level attribute that has it', () => {
    expect(fitFiltersToTemplate([{ id: 5, choiceIds: [51], minLevel: 1 }], attributes)).toEqual([
      { id: 5, choiceIds: [51], minLevel: 1 },
    ]);
    expect(fitFiltersToTemplate([{ id: 5, choiceIds: [51], minLevel: 2 }], attributes)).toEqual([
      { id: 5, choiceIds: [51] },
    ]);
    expect(fitFiltersToTemplate([{ id: 1, choiceIds: [11], minLevel: 0 }], attributes)).toEqual([
      { id: 1, choiceIds: [11] },
    ]);
  });

  it('keeps what the template allows and drops the rest', () => {
    expect(
      fitFiltersToTemplate(
        [
          { id: 1, choiceIds: [11, 99] },
          { id: 2, min: 1, max: 5 },
          { id: 3, choiceIds: [31] },
          { id: 4, choiceIds: [1] },
          { id: 5, choiceIds: [51] },
          { id: 6, choiceIds: [1] },
        ],
        attributes,
      ),
    ).toEqual([
      { id: 1, choiceIds: [11] },
      { id: 2, min: 1, max: 5 },
      { id: 5, choiceIds: [51] },
    ]);
  });

  it('drops a filter of the wrong shape (choices for a number, a range for choices, unknown choices only)', () => {
    expect(
      fitFiltersToTemplate(
        [
          { id: 1, min: 1, max: 2 },
          { id: 2, choiceIds: [1] },
          { id: 5, choiceIds: [77] },
        ],
        attributes,
      ),
    ).toEqual([]);
  });
});

describe('withAttributeFilter', () => {
  it('replaces, adds and removes one attribute filter, keeping the order', () => {
    const attrs = [{ id: 5, choiceIds: [1] }];
    expect(withAttributeFilter(attrs, 2, { id: 2, min: 1, max: null })).toEqual([
      { id: 2, min: 1, max: null },
      { id: 5, choiceIds: [1] },
    ]);
    expect(withAttributeFilter(attrs, 5, { id: 5, choiceIds: [2] })).toEqual([{ id: 5, choiceIds: [2] }]);
    expect(withAttributeFilter(attrs, 5, null)).toEqual([]);
  });
});
