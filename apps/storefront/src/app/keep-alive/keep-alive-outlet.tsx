import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { classifyPath, type GoodListKeepAlive, initialKeepAlive, nextKeepAlive } from './good-list-keep-alive';

interface Tracked extends GoodListKeepAlive {
  key: string;
  pathname: string;
  restoreScroll: boolean;
}

interface KeptList {
  element: ReactNode;
  location: Location;
}

/**
 * Renders the routed page, keeping the product list mounted (hidden) while the user is on the product detail,
 * so coming back shows it with its filters, typed input and scroll position. The hidden list keeps seeing its
 * own location: it is rendered under a LocationContext holding the list's last location, not the detail's.
 */
export function KeepAliveOutlet() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const outlet = useOutlet();
  const [tracked, setTracked] = useState<Tracked>(() => ({
    ...nextKeepAlive(initialKeepAlive, null, location.pathname),
    key: location.key,
    pathname: location.pathname,
  }));
  const kept = useRef<KeptList | null>(null);
  const savedScroll = useRef(0);

  // Derived from the location during render (React's pattern for state that follows props), so a fresh list
  // and the dropped one never share a commit.
  let current = tracked;
  if (tracked.key !== location.key) {
    current = {
      ...nextKeepAlive(tracked, tracked.pathname, location.pathname),
      key: location.key,
      pathname: location.pathname,
    };
    setTracked(current);
  }

  const page = classifyPath(location.pathname);
  if (page === 'goodList') kept.current = { element: outlet, location };
  else if (!current.alive) kept.current = null;

  // While the list is on screen, remember how far it is scrolled. Recorded as it happens: read after leaving, the
  // value would already be clamped to the (shorter) detail page. `listOnScreen` is switched in the layout effect
  // below before any scrolling, so the scroll events of leaving are never taken for the list's.
  const listOnScreen = useRef(false);
  useEffect(() => {
    const onScroll = () => {
      if (listOnScreen.current) savedScroll.current = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A page opened by a link starts at the top; the list shown again after detail goes back to where it was.
  // Changing only the list's query (its filters) leaves the scroll alone, and so do the browser's back and
  // forward buttons elsewhere (the browser's own restoration is not overridden).
  const lastUrl = useRef<{ pathname: string; search: string } | null>(null);
  const { key, pathname, search } = location;
  const restoreScroll = current.restoreScroll;
  useLayoutEffect(() => {
    const previous = lastUrl.current;
    lastUrl.current = { pathname, search };
    listOnScreen.current = page === 'goodList';
    if (key && previous !== null) {
      if (restoreScroll) window.scrollTo(0, savedScroll.current);
      else if (
        navigationType !== 'POP' &&
        (previous.pathname !== pathname || (page !== 'goodList' && previous.search !== search))
      )
        window.scrollTo(0, 0);
    }
    // A list that is not being restored starts its record afresh (not from an earlier, dropped list).
    if (page === 'goodList' && !restoreScroll) savedScroll.current = window.scrollY;
  }, [key, pathname, search, restoreScroll, page, navigationType]);

  const list = kept.current;
  const listShown = page === 'goodList';
  return (
    <>
      {list ? (
        <div key={`good-list-${current.generation}`} hidden={!listShown}>
          <LocationContext.Provider value={{ location: list.location, navigationType }}>
            {list.element}
          </LocationContext.Provider>
        </div>
      ) : null}
      {listShown ? null : <div key="page">{outlet}</div>}
    </>
  );
}
