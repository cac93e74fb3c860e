import { describe, expect, it } from 'vitest';
import { draftsOf, type FilterDrafts, readDrafts, readPriceDrafts } from './filter-drafts';

const blank: FilterDrafts = { keyword: '', priceMin: '', priceMax: '', ranges: {} };

describe('filter drafts', () => {
  it('show the applied filters (prices in yuan)', () => {
    expect(
      draftsOf({
        keyword: 'li bai',
        priceMin: 1050,
        priceMax: null,
        attrs: [
          { id: 3, min: 10, max: null },
          { id: 5, choiceIds: [1] },
        ],
      }),
    ).toEqual({ keyword: 'li bai', priceMin: '10.5', priceMax: '', ranges: { 3: { min: '10', max: '' } } });
  });

  it('read yuan as fen and say what is wrong with a price', () => {
    expect(readPriceDrafts(' 12.5 ', '')).toEqual({ min: 1250, max: null });
    expect(readPriceDrafts('300', '100')).toEqual({ problem: 'priceReversed' });
    expect(readPriceDrafts('-1', '')).toEqual({ problem: 'priceInvalid' });
    expect(readPriceDrafts('1.234', '')).toEqual({ problem: 'priceInvalid' });
    expect(readPriceDrafts('', '5000000000')).toEqual({ problem: 'priceTooHigh' });
  });

  it('turn the inputs into filters: trimmed keyword, ranges merged into the attribute filters', () => {
    const reading = readDrafts(
      {
        keyword: '  li bai  ',
        priceMin: '100',
        priceMax: '',
        ranges: { 3: { min: '5', max: '9' }, 4: { min: '', max: '' } },
      },
      [
        { id: 4, min: 1, max: null },
        { id: 5, choiceIds: [2] },
      ],
    );
    expect(reading).toEqual({
      ok: true,
      filters: {
        keyword: 'li bai',
        priceMin: 10_000,
        priceMax: null,
        attrs: [
          { id: 3, min: 5, max: 9 },
          { id: 5, choiceIds: [2] },
        ],
      },
    });
  });

  it('report every wrong input and apply nothing', () => {
    expect(
      readDrafts(
        { ...blank, priceMin: '9', priceMax: '1', ranges: { 3: { min: '9', max: '1' }, 4: { min: 'x', max: '' } } },
        [],
      ),
    ).toEqual({ ok: false, problems: { price: 'priceReversed', ranges: { 3: 'rangeReversed', 4: 'rangeInvalid' } } });
  });
});
