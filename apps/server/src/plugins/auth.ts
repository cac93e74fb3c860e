/// <reference path="./tenant.ts" />
// request.tenant is declared by the tenant plugin, which always runs before this one.
import type { StaffRole } from '@gs/shared/identity';
import { SELF_OPERATED_SERVICE_CODE } from '@gs/shared/tenant';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.ts';
import type { UserContext } from '../lib/context.ts';
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
 * onRequest: 403 for a shop without the self-operated service (SPEC §6): its storefront is blocked, and the API
 * opens no session and serves no signed-in or trading call there either (public reads stay).
 */
export async function requireServiceEnabled(request: FastifyRequest): Promise<void> {
  const tenant = request.tenant;
  if (tenant && !tenant.service_groups.includes(SELF_OPERATED_SERVICE_CODE)) {
    throw new AppError(403, 'SERVICE_NOT_ENABLED', 'serviceNotEnabled');
  }
}
markGuard(requireServiceEnabled, { kind: 'service' });

/** preHandler: 401 envelope unless signed in; 403 at a shop without trading. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  await requireServiceEnabled(request);
}
markGuard(requireUser, { kind: 'user' });

/** preHandler factory: 401 unless signed in, 403 unless the user holds one of the roles (platform admins pass). */
export function requireRole(...roles: StaffRole[]) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const user = request.user;
    if (!user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
    if (!user.roles.some((role) => role === 'admin' || roles.includes(role))) {
      throw new AppError(403, 'FORBIDDEN', 'forbidden');
    }
    // Platform admins still reach a shop without trading (to look at it); its own staff do not.
    if (!user.roles.includes('admin')) await requireServiceEnabled(request);
  };
  return markGuard(guard, { kind: 'role', roles });
}

/** The request context with the signed-in user, inside a handler guarded by requireUser or requireRole. */
export function userContext(request: FastifyRequest): UserContext {
  if (!request.user) throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
  return { ...request.ctx, userId: request.user.id };
}
