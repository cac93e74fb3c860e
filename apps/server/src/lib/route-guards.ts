/**
 * What a request hook guards, so the API document can state each operation's security from the hooks that really
 * run on it (plugins/api-docs.ts). A guard is marked where it is made; an unmarked hook guards nothing.
 */
export type RouteGuard =
  /** 401 unless signed in (the `Token` or `Authorization: Bearer` session token). */
  | { kind: 'user' }
  /** 401 unless signed in, 403 unless the user holds one of the roles (no role passes every guard). */
  | { kind: 'role'; roles: readonly string[] }
  /** 403 at a shop without the self-operated service. */
  | { kind: 'service' }
  /** 429 past a request limit. */
  | { kind: 'rateLimit' };

const guards = new WeakMap<object, RouteGuard>();

/** Marks `hook` as the guard `guard` and returns it. */
export function markGuard<F extends object>(hook: F, guard: RouteGuard): F {
  guards.set(hook, guard);
  return hook;
}

/** The guard a hook was marked as, or undefined for any other hook. */
export function guardOf(hook: unknown): RouteGuard | undefined {
  return typeof hook === 'function' ? guards.get(hook) : undefined;
}
