import type { ParseKeys } from 'i18next';
import type { UIMatch } from 'react-router';

/** What every route declares in its `handle`: the message key of its title, and whether the server renders it. */
export interface RouteMeta {
  title: ParseKeys;
  /** A public page the server renders with its data (first paint and search engines); others are rendered here. */
  serverRendered?: boolean;
}

export function routeMeta(title: ParseKeys, options: { serverRendered?: boolean } = {}): RouteMeta {
  return options.serverRendered ? { title, serverRendered: true } : { title };
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';
}

/** The title key of the deepest matched route that has one. */
export function findRouteTitle(matches: UIMatch[]): ParseKeys | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle.title;
  }
  return null;
}

/** Whether the deepest matched route with a title is one the server renders. */
export function isServerRendered(matches: readonly { route: { handle?: unknown } }[]): boolean {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteMeta(handle)) return handle.serverRendered === true;
  }
  return false;
}
