import { createContext, useContext, useSyncExternalStore } from 'react';

/** The mobile layout's breakpoint (UX "Mobile"), the same as the stylesheets' `max-width: 991.98px`. */
const MOBILE_QUERY = '(max-width: 991.98px)';

/**
 * Whether the page was rendered on the server for a phone (from its user agent): the server renders that layout,
 * and the browser's first render, which must match it, uses the same answer before reading the viewport.
 */
export const ViewportHintContext = createContext(false);

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is in the mobile layout; follows resizes and rotations. */
export function useIsMobile(): boolean {
  const hint = useContext(ViewportHintContext);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => hint,
  );
}
