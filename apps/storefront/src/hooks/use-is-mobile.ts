import { useSyncExternalStore } from 'react';

/** The mobile layout's breakpoint (UX "Mobile"), the same as the stylesheets' `max-width: 991.98px`. */
const MOBILE_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is in the mobile layout; follows resizes and rotations. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
