import type { GameAttribute } from '@gs/shared/games';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListingSearch } from '../api/search-listings';
import { fitFiltersToTemplate } from '../utils/list-attribute-filters';
import {
  emptyFilters,
  type ListFilters,
  type ListView,
  parseListParams,
  toListingSearch,
  toListParams,
} from '../utils/list-search-params';

/**
 * The product list's view read from the URL query, and the ways to change it. Filters, sort and page changes
 * push a history entry (Back undoes them); the layout toggle replaces the current one. Any filter change goes
 * back to page 1, and so does a new sort or page size.
 */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseListParams(params), [params]);

  const show = useCallback(
    (next: ListView, replace = false) => {
      const query = toListParams(next);
      if (query.toString() === toListParams(view).toString()) return;
      setParams(query, { replace });
    },
    [setParams, view],
  );

  return {
    view,
    applyFilters: useCallback((filters: Partial<ListFilters>) => show({ ...view, ...filters, page: 1 }), [show, view]),
    clearFilters: useCallback(() => show({ ...view, ...emptyFilters, page: 1 }), [show, view]),
    setSort: useCallback((sort: ListView['sort']) => show({ ...view, sort, page: 1 }), [show, view]),
    setPage: useCallback(
      (page: number, size: number) => show({ ...view, page: size === view.size ? page : 1, size }),
      [show, view],
    ),
    setLayout: useCallback((layout: ListView['layout']) => show({ ...view, layout }, true), [show, view]),
  };
}

/**
 * The search to send for a view. Attribute filters are checked against the game's template first (a stale or
 * edited link would otherwise be refused whole), so a view with attribute filters waits for the template.
 */
export function useSearchOf(view: ListView, attributes: GameAttribute[] | undefined): ListingSearch | null {
  return useMemo(() => {
    if (view.attrs.length === 0) return toListingSearch(view);
    if (!attributes) return null;
    return toListingSearch({ ...view, attrs: fitFiltersToTemplate(view.attrs, attributes) });
  }, [view, attributes]);
}
