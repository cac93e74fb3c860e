import type { Db } from '../../db/database.ts';
import type { TenantRecord } from '../../lib/context.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { findTenantByCode, findTenantByHost } from './tenants.repository.ts';

export interface TenantResolverOptions {
  defaultTenantCode: string;
  strict: boolean;
  ttlMs?: number;
}

/**
 * Resolves the Host header to a tenant with a short-lived cache (every request needs it; settings rarely change).
 * Unknown hosts fall back to the default tenant unless strict, in which case they resolve to null.
 */
export class TenantResolver {
  private readonly cache: TtlCache<TenantRecord | null>;

  constructor(
    private readonly db: Db,
    private readonly options: TenantResolverOptions,
  ) {
    this.cache = new TtlCache(options.ttlMs ?? 30_000);
  }

  resolve(host: string): Promise<TenantRecord | null> {
    return this.cache.get(host, async () => {
      const record = await findTenantByHost(this.db, host);
      if (record || this.options.strict) return record ?? null;
      return (await findTenantByCode(this.db, this.options.defaultTenantCode)) ?? null;
    });
  }

  /** Forget cached lookups (after a settings or domain change). */
  invalidate(): void {
    this.cache.clear();
  }
}
