import type { CacheSpec, Caches, TenantCache } from '../../lib/caches.ts';

/** The loads running now, per cache of one app (so two apps never share one) and per tenant. */
const running = new WeakMap<TenantCache<unknown>, Map<number, Promise<unknown>>>();

/**
 * A tenant's value from `spec`'s cache, loaded at most once however many requests miss it together: the first miss
 * loads and the others wait for the same answer, so a busy shop's expired entry costs one computation, not one per
 * request. A failed load reaches its waiters and is not kept.
 */
export function loadShared<V>(
  caches: Caches,
  spec: CacheSpec<V>,
  tenantId: number,
  load: () => Promise<V>,
): Promise<V> {
  const cache = caches.of(spec);
  return cache.get(tenantId, 'all', () => {
    let loads = running.get(cache as TenantCache<unknown>);
    if (!loads) {
      loads = new Map();
      running.set(cache as TenantCache<unknown>, loads);
    }
    const inFlight = loads.get(tenantId) as Promise<V> | undefined;
    if (inFlight) return inFlight;
    const started = load().finally(() => loads.delete(tenantId));
    loads.set(tenantId, started);
    return started;
  });
}
