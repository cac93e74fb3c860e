import type { ParseKeys } from 'i18next';
import type { UIMatch } from 'react-router';

/** What every route declares in its `handle`: the message key of its title. */
export interface RouteMeta {
  title: ParseKeys;
}

export function routeMeta(title: ParseKeys): RouteMeta {
  return { title };
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
