import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup (so the two match), true from the next
 * render on and in a page the browser renders itself: for what a server-rendered page leaves to its app.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
