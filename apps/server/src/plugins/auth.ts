/// <reference path="./tenant.ts" />
// request.tenant is declared by the tenant plugin, which always runs before this one.
import type { StaffRole } from '@gs/shared/identity';
import { SELF_OPERATED_SERVICE_CODE } from '@gs/shared/tenant';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.ts';
import type { TenantRecord, UserContext } from '../lib/context.ts';
import { AppError } from '../lib/errors.ts';
import { markGuard } from '../lib/route-guards.ts';

export interface AuthUser {
  id: number;
  roles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carried a live token of this tenant. */
    user: AuthUser | null;
    /** The raw session token of the request, if any (for logout). */
    sessionToken: string | null;
  }
}

/** The token from `Token` or `Authorization: Bearer` (the web client sends both, SPEC §7). */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const direct = typeof header === 'string' ? header.trim() : '';
  if (direct) return direct;
  const authorization = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? null;
}

export interface AuthPluginOptions {
  clock: Clock;
  /** The user of a live session token of the tenant, or null (the identity feature provides it). */
  resolveUser: (tenantId: number, token: string, now: Date) => Promise<AuthUser | null>;
}

/** Resolves the session (if any) after the tenant; routes that need login use `requireUser`. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const tenant = request.tenant;
    const token = readToken(request);
    if (!tenant || !token || token.length > 200) return;
    const user = await options.resolveUser(tenant.id, token, options.clock.now());
    if (user === null) return;
    request.sessionToken = token;
    request.user = user;
  });
});

/**
 * Why the tenant takes no customers, or null when it does: a suspended shop (TENANT_SUSPENDED), or a shop without the
 * self-operated service (SPEC §6) — the platform's own tenant included (it has no services).
 */
export function closedToCustomers(tenant: Pick<TenantRecord, 'status' | 'service_groups'>): AppError | null {
  if (tenant.status === 'suspended') return new AppError(403, 'TENANT_SUSPENDED', 'tenantSuspended');
  if (!tenant.service_groups.includes(SELF_OPERATED_SERVICE_CODE)) {
    return new AppError(403, 'SERVICE_NOT_ENABLED', 'serviceNotEnabled');
  }
  return null;
}

/**
 * onRequest: 403 at a shop closed to customers (suspended, or without the self-operated service): its storefront is
 * blocked, and the API serves no customer's signed-in or trading call there (public reads stay).
 */
export async function requireServiceEnabled(request: FastifyRequest): Promise<void> {
  const closed = request.tenant ? closedToCustomers(request.tenant) : null;
  if (closed) throw closed;
}
markGuard(requireServiceEnabled, { kind: 'service' });

const READS = new Set(['GET', 'HEAD']);

/**
 * preHandler: 401 envelope unless signed in; 403 at a tenant closed to customers, except that its staff may read
 * (their profile, the back office's own calls) there.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  const closed = request.tenant ? closedToCustomers(request.tenant) : null;
  if (closed && (user.roles.length === 0 || !READS.has(request.method))) throw closed;
}
markGuard(requireUser, { kind: 'user' });

/**
 * preHandler for the calls a shop's staff need to set the shop up (uploading its images): as `requireUser`, except
 * that at a shop that does not trade yet its staff may also write; at a suspended shop they may still only read.
 * Customers stay refused at a closed shop.
 */
export async function requireUserOrSetupStaff(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  const tenant = request.tenant;
  const closed = tenant ? closedToCustomers(tenant) : null;
  if (!closed) return;
  const settingUp = tenant?.kind === 'shop' && tenant.status === 'active' && user.roles.length > 0;
  if (!settingUp && (user.roles.length === 0 || !READS.has(request.method))) throw closed;
}
markGuard(requireUserOrSetupStaff, { kind: 'user' });

/**
 * preHandler factory: 401 unless signed in, 403 unless the user holds one of the shop's roles. Staff work at a shop
 * that does not trade yet (they set it up before it opens); at a suspended shop they may read (and export) but change
 * nothing.
 */
export function requireRole(...roles: StaffRole[]) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
    if (request.tenant?.kind !== 'shop' || !user.roles.some((role) => roles.includes(role))) {
      throw new AppError(403, 'FORBIDDEN', 'forbidden');
    }
    if (request.tenant.status === 'suspended' && !READS.has(request.method)) {
      throw new AppError(403, 'TENANT_SUSPENDED', 'tenantSuspended');
    }
  };
  return markGuard(guard, { kind: 'role', roles });
}

/** onRequest: 401 unless signed in, 403 unless a platform admin on the platform's own host (issue 25). */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  if (request.tenant?.kind !== 'platform' || !user.roles.includes('platform_admin')) {
    throw new AppError(403, 'FORBIDDEN', 'forbidden');
  }
}
markGuard(requirePlatformAdmin, { kind: 'role', roles: ['platform_admin'] });

/** The request context with the signed-in user, inside a handler guarded by requireUser or requireRole. */
export function userContext(request: FastifyRequest): UserContext {
  if (!request.user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  return { ...request.ctx, userId: request.user.id };
}
