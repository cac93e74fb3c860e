import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownPriceFen, storedPriceRange } from './listing-price.ts';

describe('shown price', () => {
  it('adds the markup and rounds up to a whole yuan', () => {
    expect(shownPriceFen(10001, 500)).toBe(10600); // 10501.05 fen → ¥106
    expect(shownPriceFen(10000, 500)).toBe(10500);
    expect(shownPriceFen(10000, 0)).toBe(10000);
    expect(shownPriceFen(9950, 0)).toBe(10000); // ¥99.50 → ¥100
    expect(shownPriceFen(1, 0)).toBe(100);
    expect(shownPriceFen(128800, 300)).toBe(132700); // 132664 → ¥1327
    expect(shownPriceFen(10_000_000_000, 100_000)).toBe(110_000_000_000);
  });
});

describe('price filter on the shown price', () => {
  const brute = (price: number, bp: number, min: number | undefined, max: number | undefined) => {
    const shown = shownPriceFen(price, bp);
    return (min === undefined || shown >= min) && (max === undefined || shown <= max);
  };
  const inStored = (price: number, range: ReturnType<typeof storedPriceRange>) =>
    !range.empty && (range.min === null || price >= range.min) && (range.max === null || price <= range.max);

  it('matches exactly the stored prices whose shown price is in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.option(fc.integer({ min: 0, max: 6_000_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 6_000_000 }), { nil: undefined }),
        (price, bp, min, max) => {
          expect(inStored(price, storedPriceRange(min, max, bp))).toBe(brute(price, bp, min, max));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('is exact at the boundaries of a range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000 }), (price, bp) => {
        const shown = shownPriceFen(price, bp);
        const range = storedPriceRange(shown, shown, bp);
        expect(inStored(price, range)).toBe(true);
        expect(range.min === null || shownPriceFen(range.min - 1, bp) < shown).toBe(true);
        expect(range.max === null || shownPriceFen(range.max + 1, bp) > shown).toBe(true);
      }),
    );
  });

  it('knows a window with no whole yuan in it is empty', () => {
    expect(storedPriceRange(10501, 10599, 500).empty).toBe(true);
    expect(storedPriceRange(undefined, 50, 0)).toMatchObject({ empty: true });
    expect(storedPriceRange(0, undefined, 0)).toEqual({ min: null, max: null, empty: false });
  });
});
