import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen whose code is loaded when it is first opened. A load that fails is tried once more before the route's
 * error page shows: React keeps a lazy component's failure for good, so one dropped chunk request (or, in the tests'
 * shared module graph, one failed import) would otherwise break that screen until the page is reloaded.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: await load() };
    }
  });
}
