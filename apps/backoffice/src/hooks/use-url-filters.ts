import { parsePageNum } from '@gs/web/query-values';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** Changes to the query: a non-empty string sets the key; null, undefined or '' removes it. */
export type UrlChanges = Record<string, string | null | undefined>;

/**
 * A list screen's state kept in the URL (so a link or a reload shows the same rows): the raw params, the page
 * number, and three ways to write them back. Every write keeps the keys it does not name.
 */
export function useUrlFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Writes start from the latest URL, not from the render that made the callback: react-router's setSearchParams
  // (even its function form) starts from its own render's params, so a handler an antd table row kept from an earlier
  // render dropped a filter set since, and the second of two changes in one event undid the first. And each write is
  // rendered at once (`flushSync`), not in a transition: a transition left the old rows, with handlers holding the old
  // URL, on screen for a click after the address had already changed (a row opened right after a search lost it).
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (changes: UrlChanges) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    void navigate(`?${next}`, { flushSync: true });
  };
  return {
    params,
    pageNum: parsePageNum(params.get('page')),
    /** Sets or removes keys as they are (an open drawer's `id`, say). */
    update,
    /** Changes filters and goes back to the first page, whose rows now differ. */
    setFilters: (changes: UrlChanges) => update({ ...changes, page: null }),
    /** Goes to a page; page 1 leaves the key out. */
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
  };
}
