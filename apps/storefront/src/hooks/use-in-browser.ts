import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isServerRenderedDocument } from '../lib/ssr-data-element';

const subscribeNothing = () => () => {};
const onServer = () => false;
/** A page the browser renders itself has nothing to match: true from its first render. */
const rendersAtOnce = () => !isServerRenderedDocument();

/**
 * False while the server renders and while the browser hydrates that markup (so the two match), true from the next
 * render on and in a page the browser renders itself: for what a server-rendered page leaves to its app.
 *
 * In a server-rendered document the switch is a transition made once the component has mounted: React renders it in
 * slices, between which the browser handles taps and paints. (A store whose browser value differed from the server's
 * made React re-render the component synchronously right after hydrating: on the listing detail, the gallery and the
 * listing's pictures were ~35 ms of one task of a phone's start at 4x CPU.)
 */
export function useInBrowser(): boolean {
  const atOnce = useSyncExternalStore(subscribeNothing, rendersAtOnce, onServer);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!atOnce) startTransition(() => setMounted(true));
  }, [atOnce]);
  return atOnce || mounted;
}
