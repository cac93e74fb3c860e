/*
 * Shown prices. A tenant's markup (basis points) is added to the stored price and the result rounded up to a whole
 * yuan: shown = ceil(price_fen × (1 + markup) / 100) × 100, e.g. 10001 fen at 5 % → 10501.05 → 10600 fen.
 * All arithmetic is on integers (price_fen ≤ 10^10 and the factor ≤ 110000 keep products below 2^53).
 */

const BP = 10_000;
const FEN_PER_YUAN = 100;
/** price_fen × (10000 + bp) is in units of 1/10000 fen; one yuan is this many of them. */
const UNITS_PER_YUAN = BP * FEN_PER_YUAN;

function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

function ceilDiv(a: number, b: number): number {
  return floorDiv(a, b) + (a % b > 0 ? 1 : 0);
}

/** The price a buyer sees, in fen: stored price plus the tenant's markup, rounded up to a whole yuan. */
export function shownPriceFen(priceFen: number, markupBp: number): number {
  return ceilDiv(priceFen * (BP + markupBp), UNITS_PER_YUAN) * FEN_PER_YUAN;
}

export interface StoredPriceRange {
  /** Inclusive bounds on price_fen; null when unbounded. */
  min: number | null;
  max: number | null;
  /** No stored price can be shown inside the asked range. */
  empty: boolean;
}

/**
 * Turns a filter on the shown price (fen, inclusive) into bounds on the stored price_fen, exactly: a listing
 * matches when its shown price lies inside [shownMin, shownMax]. Shown prices are whole yuan and grow with the
 * stored price, so the bounds are the first stored price shown at ≥ shownMin and the last shown at ≤ shownMax.
 */
export function storedPriceRange(
  shownMin: number | undefined,
  shownMax: number | undefined,
  markupBp: number,
): StoredPriceRange {
  const factor = BP + markupBp;
  let min: number | null = null;
  let max: number | null = null;
  if (shownMin !== undefined && shownMin > 0) {
    // shown ≥ shownMin ⟺ ceil(p·f / U) ≥ Y (Y = shownMin in whole yuan, rounded up) ⟺ p·f > (Y − 1)·U
    const yuan = ceilDiv(shownMin, FEN_PER_YUAN);
    min = floorDiv((yuan - 1) * UNITS_PER_YUAN, factor) + 1;
  }
  if (shownMax !== undefined) {
    // shown ≤ shownMax ⟺ ceil(p·f / U) ≤ Z (Z = shownMax in whole yuan, rounded down) ⟺ p·f ≤ Z·U
    const yuan = floorDiv(shownMax, FEN_PER_YUAN);
    max = floorDiv(yuan * UNITS_PER_YUAN, factor);
  }
  const empty = max !== null && (max < 1 || (min !== null && min > max));
  return { min, max, empty };
}
