import { describe, expect, it } from 'vitest';
import {
  countAppliedFilters,
  defaultListView,
  type ListView,
  lastReachablePage,
  parseListParams,
  toListingSearch,
  toListParams,
} from './list-search-params';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

const fullView: ListView = {
  gameId: 1,
  regionPath: [1, 20, 68, 301],
  kind: 'consignment',
  attrs: [
    { id: 3, min: 10, max: 50 },
    { id: 4, min: null, max: 200 },
    { id: 5, choiceIds: [21, 22] },
    { id: 7, choiceIds: [31, 32], minLevel: 1 },
    { id: 9, min: 0, max: null },
  ],
  priceMin: 10_050,
  priceMax: 200_000,
  keyword: '李白 凤求凰',
  sort: 'price_asc',
  page: 3,
  size: 40,
  layout: 'row',
};

describe('list URL codec', () => {
  it('writes a view as a short, fixed-order query and reads it back unchanged', () => {
    const query = toListParams(fullView).toString();
    expect(decodeURIComponent(query.replaceAll('+', ' '))).toBe(
      'gameId=1&region=1.20.68.301&kind=consignment&a3=10-50&a4=-200&a5=21,22&a7=31,32@1&a9=0-&priceMin=100.5' +
        '&priceMax=2000&keyword=李白 凤求凰&sort=price_asc&page=3&size=40&view=row',
    );
    expect(parse(query)).toEqual(fullView);
    expect(toListParams(parse(query)).toString()).toBe(query);
  });

  it('leaves defaults out of the URL', () => {
    expect(toListParams({ ...defaultListView, gameId: 7 }).toString()).toBe('gameId=7');
    expect(toListParams(defaultListView).toString()).toBe('');
    expect(parse('')).toEqual(defaultListView);
  });

  it('reads choices sorted and unique, and a range with either side open', () => {
    expect(parse('gameId=1&a5=9,3,9,4').attrs).toEqual([{ id: 5, choiceIds: [3, 4, 9] }]);
    expect(parse('gameId=1&a3=-40&a4=5-').attrs).toEqual([
      { id: 3, min: null, max: 40 },
      { id: 4, min: 5, max: null },
    ]);
  });

  it('reads a lowest level after the choices and drops a broken one', () => {
    expect(parse('gameId=1&a7=32,31@2').attrs).toEqual([{ id: 7, choiceIds: [31, 32], minLevel: 2 }]);
    for (const level of ['', 'x', '-1', '16', '1.5', '999']) {
      expect(parse(`gameId=1&a7=31@${level}`).attrs).toEqual([{ id: 7, choiceIds: [31] }]);
    }
    expect(parse('gameId=1&a7=@2').attrs).toEqual([]);
  });

  it('ignores non-numeric ids everywhere', () => {
    const view = parse('gameId=abc&region=1.x.3&a5=1,two,3&aX=4&a=5&a0=6&a7=&kind=1');
    expect(view.gameId).toBeNull();
    expect(view.regionPath).toEqual([1]);
    expect(view.attrs).toEqual([{ id: 5, choiceIds: [1, 3] }]);
    expect(view.kind).toBeNull();
    expect(parse('gameId=1.5').gameId).toBeNull();
    expect(parse('gameId=-3').gameId).toBeNull();
    expect(parse('gameId=0').gameId).toBeNull();
    expect(parse('gameId=99999999999').gameId).toBeNull();
    expect(parse('gameId=1e3').gameId).toBeNull();
  });

  it('ignores broken ranges: reversed, negative, empty on both sides, not numbers', () => {
    expect(parse('a3=50-10&a4=--5&a6=-&a8=1-2-3&a10= 5 - 7&a11=1-x').attrs).toEqual([]);
  });

  it('ignores negative, malformed, too precise or too large prices, and a reversed pair', () => {
    expect(parse('priceMin=-5&priceMax=abc')).toMatchObject({ priceMin: null, priceMax: null });
    expect(parse('priceMin=1.234&priceMax=1e5')).toMatchObject({ priceMin: null, priceMax: null });
    expect(parse('priceMax=9999999999')).toMatchObject({ priceMax: null });
    expect(parse('priceMin=500&priceMax=100')).toMatchObject({ priceMin: null, priceMax: null });
    expect(parse('priceMin=0&priceMax=12.5')).toMatchObject({ priceMin: 0, priceMax: 1250 });
  });

  it('clamps the page size to 100 and falls back to 20 for nonsense', () => {
    expect(parse('size=1000').size).toBe(100);
    expect(parse('size=0').size).toBe(20);
    expect(parse('size=-20').size).toBe(20);
    expect(parse('size=ten').size).toBe(20);
    expect(parse('size=37').size).toBe(37);
  });

  it('never goes beyond the 10,000th result: the page is clamped to the last one the server serves', () => {
    expect(parse('page=9999').page).toBe(500);
    expect(parse('page=9999&size=1000').page).toBe(100);
    expect(parse('page=200&size=60').page).toBe(166);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(lastReachablePage(60) * 60).toBeLessThanOrEqual(10_000);
  });

  it('falls back to the default sort, kind and layout for unknown values', () => {
    expect(parse('sort=price_sideways&kind=stolen&view=carousel')).toMatchObject({
      sort: 'time_desc',
      kind: null,
      layout: 'grid',
    });
    expect(parse('sort=time_asc&kind=special_offer').sort).toBe('time_asc');
  });

  it('trims the keyword and cuts it at 50 characters; keeps at most 4 region levels', () => {
    expect(parse(`keyword=${encodeURIComponent(`  ${'x'.repeat(80)}  `)}`).keyword).toBe('x'.repeat(50));
    expect(parse('region=1.2.3.4.5.6').regionPath).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first of repeated attribute parameters and at most 30 filters', () => {
    expect(parse('a5=1&a5=2').attrs).toEqual([{ id: 5, choiceIds: [1] }]);
    const many = Array.from({ length: 40 }, (_, index) => `a${index + 1}=1`).join('&');
    expect(parse(many).attrs).toHaveLength(30);
  });
});

describe('toListingSearch', () => {
  it('is the search body of the view (prices in fen, ranges without their open side)', () => {
    expect(toListingSearch(fullView)).toEqual({
      gameId: 1,
      regionPath: [1, 20, 68, 301],
      attrs: [
        { id: 3, min: 10, max: 50 },
        { id: 4, max: 200 },
        { id: 5, choiceIds: [21, 22] },
        { id: 7, choiceIds: [31, 32], minLevel: 1 },
        { id: 9, min: 0 },
      ],
      priceMin: 10_050,
      priceMax: 200_000,
      keyword: '李白 凤求凰',
      kind: 'consignment',
      sort: 'price_asc',
      pageNum: 3,
      pageSize: 40,
    });
  });

  it('sends only what is set, and nothing without a game', () => {
    expect(toListingSearch({ ...defaultListView, gameId: 2 })).toEqual({
      gameId: 2,
      sort: 'time_desc',
      pageNum: 1,
      pageSize: 20,
    });
    expect(toListingSearch(defaultListView)).toBeNull();
  });
});

describe('helpers', () => {
  it('counts applied filters (a price range counts once)', () => {
    expect(countAppliedFilters(defaultListView)).toBe(0);
    expect(countAppliedFilters(fullView)).toBe(9);
  });
});
