/**
 * Per-tenant caches of values read on every request and changed rarely (catalogue, decoration, trade settings).
 * A feature declares what it caches with `defineCache` (a constant: no state); the values live in the `Caches` of
 * one app, built by the composition root and reached through the request context. So two apps (two tests) never
 * share a cached value, and a change of one tenant's data forgets only that tenant's entries.
 */
export interface CacheSpec<V> {
  readonly name: string;
  readonly ttlMs: number;
  /** Entries per cache across tenants; when full the cache starts over rather than grow (keys may be hostile). */
  readonly maxEntries: number;
  /** Phantom: the type of the cached values. */
  readonly value?: V;
}

export function defineCache<V>(name: string, ttlMs: number, maxEntries = 10_000): CacheSpec<V> {
  return { name, ttlMs, maxEntries };
}

/** One cache's entries, keyed by tenant and a key within the tenant. */
export class TenantCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly spec: CacheSpec<V>,
    private readonly now: () => number,
  ) {}

  /** The cached value, or the loader's (kept for the TTL; a failed load is not cached). */
  async get(tenantId: number, key: string, load: () => Promise<V>): Promise<V> {
    const id = `${tenantId}:${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const value = await load();
    if (this.entries.size >= this.spec.maxEntries) this.entries.clear();
    this.entries.set(id, { value, expiresAt: this.now() + this.spec.ttlMs });
    return value;
  }

  /** Forgets one tenant's entries (after that tenant's data changed). */
  forgetTenant(tenantId: number): void {
    const prefix = `${tenantId}:`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Every cache of one app. */
export class Caches {
  private readonly caches = new Map<string, TenantCache<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  of<V>(spec: CacheSpec<V>): TenantCache<V> {
    let cache = this.caches.get(spec.name);
    if (!cache) {
      cache = new TenantCache<unknown>(spec as CacheSpec<unknown>, this.now);
      this.caches.set(spec.name, cache);
    }
    return cache as TenantCache<V>;
  }

  /** Forgets everything cached for one tenant, in every cache. */
  forgetTenant(tenantId: number): void {
    for (const cache of this.caches.values()) cache.forgetTenant(tenantId);
  }

  clear(): void {
    for (const cache of this.caches.values()) cache.clear();
  }
}
