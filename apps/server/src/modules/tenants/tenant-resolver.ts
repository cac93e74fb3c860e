import type { Db } from '../../db/database.ts';
import { findTenantByCode, findTenantByHost, type TenantRecord } from './tenants.repository.ts';

interface CacheEntry {
  record: TenantRecord | null;
  expiresAt: number;
}

export interface TenantResolverOptions {
  defaultTenantCode: string;
  strict: boolean;
  ttlMs?: number;
  maxEntries?: number;
}

/**
 * Resolves the Host header to a tenant with a short-lived cache (every request needs it; settings rarely change).
 * Unknown hosts fall back to the default tenant unless strict, in which case they resolve to null.
 */
export class TenantResolver {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly db: Db,
    private readonly options: TenantResolverOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  async resolve(host: string): Promise<TenantRecord | null> {
    const now = Date.now();
    const cached = this.cache.get(host);
    if (cached && cached.expiresAt > now) return cached.record;

    let record = (await findTenantByHost(this.db, host)) ?? null;
    if (!record && !this.options.strict)
      record = (await findTenantByCode(this.db, this.options.defaultTenantCode)) ?? null;
    // Unknown hosts are attacker-controlled: bound the cache so they cannot grow it without limit.
    if (this.cache.size >= this.maxEntries) this.cache.clear();
    this.cache.set(host, { record, expiresAt: now + this.ttlMs });
    return record;
  }

  /** Forget cached lookups (after a settings or domain change). */
  invalidate(): void {
    this.cache.clear();
  }
}
