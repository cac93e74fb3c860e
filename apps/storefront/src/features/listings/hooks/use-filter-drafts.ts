import { useCallback, useState } from 'react';
import {
  type DraftProblems,
  type DraftReading,
  draftsOf,
  type FilterDrafts,
  type RangeDraft,
  readDrafts,
  readPriceDrafts,
} from '../utils/filter-drafts';
import type { ListFilters } from '../utils/list-search-params';

const noProblems: DraftProblems = { ranges: {} };

function sameRange(a: RangeDraft | undefined, b: RangeDraft | undefined): boolean {
  return a?.min === b?.min && a?.max === b?.max;
}

/** `current` with each input whose applied value moved from `before` to `after` showing the new value. */
function followApplied(current: FilterDrafts, before: FilterDrafts, after: FilterDrafts): FilterDrafts {
  const priceMoved = before.priceMin !== after.priceMin || before.priceMax !== after.priceMax;
  const ranges = { ...current.ranges };
  for (const id of new Set([...Object.keys(before.ranges), ...Object.keys(after.ranges)].map(Number))) {
    if (sameRange(before.ranges[id], after.ranges[id])) continue;
    const applied = after.ranges[id];
    if (applied) ranges[id] = applied;
    else delete ranges[id];
  }
  return {
    keyword: before.keyword !== after.keyword ? after.keyword : current.keyword,
    priceMin: priceMoved ? after.priceMin : current.priceMin,
    priceMax: priceMoved ? after.priceMax : current.priceMax,
    ranges,
  };
}

/**
 * The text inputs of the filters (keyword, price, number ranges): typed values stay local until `read` is
 * called by Search. When the applied filters change (Search, Clear, Back), the inputs of the filters that changed
 * show the applied value; what is typed elsewhere is kept (a chip pressed meanwhile does not wipe it).
 */
export function useFilterDrafts(filters: ListFilters) {
  const applied = draftsOf(filters);
  const [drafts, setDrafts] = useState(applied);
  const [synced, setSynced] = useState(applied);
  const [problems, setProblems] = useState<DraftProblems>(noProblems);

  if (JSON.stringify(applied) !== JSON.stringify(synced)) {
    setSynced(applied);
    setDrafts((current) => followApplied(current, synced, applied));
  }

  const setKeyword = useCallback((keyword: string) => setDrafts((current) => ({ ...current, keyword })), []);

  const setPrice = useCallback((bound: 'priceMin' | 'priceMax', text: string) => {
    setDrafts((current) => ({ ...current, [bound]: text }));
    setProblems((current) => (current.price ? { ...current, price: undefined } : current));
  }, []);

  const setRange = useCallback((id: number, range: RangeDraft) => {
    setDrafts((current) => ({ ...current, ranges: { ...current.ranges, [id]: range } }));
    setProblems((current) => {
      if (!(id in current.ranges)) return current;
      const ranges = { ...current.ranges };
      delete ranges[id];
      return { ...current, ranges };
    });
  }, []);

  /** Inline check of the price on blur: says what is wrong, applies nothing. */
  const checkPrice = useCallback(() => {
    const price = readPriceDrafts(drafts.priceMin, drafts.priceMax);
    setProblems((current) => ({ ...current, price: 'problem' in price ? price.problem : undefined }));
  }, [drafts.priceMin, drafts.priceMax]);

  /** The filters the inputs hold, or undefined after showing what is wrong with them. */
  const read = useCallback((): Extract<DraftReading, { ok: true }>['filters'] | undefined => {
    const reading = readDrafts(drafts, filters.attrs);
    setProblems(reading.ok ? noProblems : reading.problems);
    return reading.ok ? reading.filters : undefined;
  }, [drafts, filters.attrs]);

  /** Empties every input (Clear). */
  const reset = useCallback(() => {
    setDrafts(draftsOf({ keyword: '', priceMin: null, priceMax: null, attrs: [] }));
    setProblems(noProblems);
  }, []);

  return { drafts, problems, setKeyword, setPrice, setRange, checkPrice, read, reset };
}

export type FilterDraftsState = ReturnType<typeof useFilterDrafts>;
