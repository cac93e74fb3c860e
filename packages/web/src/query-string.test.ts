import { describe, expect, it } from 'vitest';
import { encodeQuery } from './query-string';

describe('encodeQuery', () => {
  it('encodes flat values and skips undefined and null', () => {
    expect(encodeQuery({ type: 1, state: 1, q: 'a b&c', on: true, none: null, missing: undefined, empty: '' })).toBe(
      'type=1&state=1&q=a%20b%26c&on=true&empty=',
    );
  });

  it('encodes nested objects as name[key]=value', () => {
    expect(encodeQuery({ filter: { gameId: 3, price: { min: 100, max: 200 }, skip: undefined } })).toBe(
      'filter[gameId]=3&filter[price][min]=100&filter[price][max]=200',
    );
  });

  it('repeats the name for arrays of values and indexes arrays of objects', () => {
    expect(encodeQuery({ ids: [1, 2, null, 3] })).toBe('ids=1&ids=2&ids=3');
    expect(encodeQuery({ attrs: [{ id: 1, v: 'x' }] })).toBe('attrs[0][id]=1&attrs[0][v]=x');
    expect(encodeQuery({ filter: { tags: ['a', 'b'] } })).toBe('filter[tags]=a&filter[tags]=b');
  });

  it('encodes dates as ISO strings and escapes names', () => {
    expect(encodeQuery({ 'from date': new Date('2026-01-02T03:04:05.000Z') })).toBe(
      'from%20date=2026-01-02T03%3A04%3A05.000Z',
    );
  });
});
