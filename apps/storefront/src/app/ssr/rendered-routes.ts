import type { RouteObject } from 'react-router';

/**
 * The route objects a server render matched, from react-router's route ids (a route's place in the table: `0-0-3` is
 * the fourth child of the first child of the first route). Null when an id does not name a route of `routes` (a page
 * rendered by another build): the caller matches the address instead.
 */
export function renderedRoutes(routes: readonly RouteObject[], ids: readonly string[]): RouteObject[] | null {
  const found: RouteObject[] = [];
  for (const id of ids) {
    if (!/^\d+(-\d+)*$/.test(id)) return null;
    let level: readonly RouteObject[] | undefined = routes;
    let route: RouteObject | undefined;
    for (const index of id.split('-').map(Number)) {
      route = level?.[index];
      if (!route) return null;
      level = route.children;
    }
    if (route) found.push(route);
  }
  return found;
}
