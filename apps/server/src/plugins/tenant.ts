import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';
import type { Caches } from '../lib/caches.ts';
import type { Clock } from '../lib/clock.ts';
import type { RequestContext, TenantRecord } from '../lib/context.ts';
import { notFound } from '../lib/errors.ts';
import { normalizeHost } from '../lib/hosts.ts';
import { requestLocale } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantRecord | null;
    /** The tenant-scoped service context; throws when the route did not resolve a tenant. */
    readonly ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Routes that work without a tenant (health, docs). */
    skipTenant?: boolean;
  }
}

export interface TenantPluginOptions {
  db: Db;
  clock: Clock;
  caches: Caches;
  /** The tenant of a normalised host name, or null (the tenants feature provides it, through the composition root). */
  resolveTenant: (host: string) => Promise<TenantRecord | null>;
}

/** Resolves the tenant from the Host header before every API route and builds the request context. */
export const tenantPlugin = fp(async (app: FastifyInstance, options: TenantPluginOptions) => {
  app.decorateRequest('tenant', null);
  app.decorateRequest('ctx', {
    getter() {
      const tenant = this.tenant;
      if (!tenant) throw new Error('Request context used on a route without a tenant');
      const { clock, caches } = options;
      // A staff write runs in its transaction (plugins/audit.ts), everything else on the pool.
      const db = this.auditTransaction ?? options.db;
      return { db, tenantId: tenant.id, tenant, locale: requestLocale(this), clock, caches };
    },
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.skipTenant) return;
    const host = normalizeHost(request.headers.host);
    const tenant = await options.resolveTenant(host);
    if (!tenant) throw notFound('tenantNotFound', { host }, 'TENANT_NOT_FOUND');
    // A suspended shop still resolves: getTenant says so (its storefront shows its own notice), and the guards of
    // plugins/auth.ts refuse its customers' logins and trading and its staff's changes.
    request.tenant = tenant;
  });
});
