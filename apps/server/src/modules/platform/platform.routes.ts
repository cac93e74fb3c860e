import { envelopeSchema } from '@gs/shared/envelope';
import {
  addTenantDomainInputSchema,
  createdTenantSchema,
  createTenantInputSchema,
  platformAuditPageSchema,
  platformAuditSearchSchema,
  platformTenantPageSchema,
  platformTenantSchema,
  platformTenantSearchSchema,
  platformUsageSchema,
  suspendTenantInputSchema,
  tenantDomainParamsSchema,
  tenantIdParamsSchema,
  updateTenantInputSchema,
} from '@gs/shared/platform';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requirePlatformAdmin, userContext } from '../../plugins/auth.ts';
import { loadActiveUser } from '../identity/index.ts';
import {
  addShopHost,
  createShop,
  getShop,
  listShops,
  type PlatformActor,
  type PlatformDeps,
  platformAudit,
  platformUsage,
  removeShopHost,
  setShopSuspended,
  updateShop,
} from './platform.service.ts';

async function actorOf(request: FastifyRequest): Promise<PlatformActor> {
  const ctx = userContext(request);
  const user = await loadActiveUser(ctx);
  return { ctx, name: user.nick_name };
}

const tags = ['platform'];

/** /api/platform: platform admins only, on the platform's own hosts (everyone else 401 / 403). */
export const platformRoutes: FastifyPluginAsyncZod<{ deps: PlatformDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requirePlatformAdmin);
  const tenantAnswer = { 200: envelopeSchema(platformTenantSchema) };

  app.get(
    '/platform/tenants',
    {
      schema: {
        tags,
        summary: 'Shops on the platform, newest first, by code, name or host and status (owner phones masked)',
        querystring: platformTenantSearchSchema,
        response: { 200: envelopeSchema(platformTenantPageSchema) },
      },
    },
    async (request) => ok(await listShops(request.ctx.db, request.query)),
  );

  app.post(
    '/platform/tenants',
    {
      schema: {
        tags,
        summary: 'Create a shop with its hosts, services and owner, its catalogue empty or copied from a template shop',
        body: createTenantInputSchema,
        response: { 200: envelopeSchema(createdTenantSchema) },
      },
    },
    async (request) => ok(await createShop(await actorOf(request), deps, request.body)),
  );

  app.get(
    '/platform/tenants/:id',
    { schema: { tags, summary: 'One shop', params: tenantIdParamsSchema, response: tenantAnswer } },
    async (request) => ok(await getShop(request.ctx.db, request.params.id)),
  );

  app.put(
    '/platform/tenants/:id',
    {
      schema: {
        tags,
        summary: "Change a shop's name, hosts, language, header variant or services",
        params: tenantIdParamsSchema,
        body: updateTenantInputSchema,
        response: tenantAnswer,
      },
    },
    async (request) => ok(await updateShop(await actorOf(request), deps, request.params.id, request.body)),
  );

  app.post(
    '/platform/tenants/:id/domains',
    {
      schema: {
        tags,
        summary: 'Add a host the shop answers on (claimed once across the platform)',
        params: tenantIdParamsSchema,
        body: addTenantDomainInputSchema,
        response: tenantAnswer,
      },
    },
    async (request) => ok(await addShopHost(await actorOf(request), deps, request.params.id, request.body.host)),
  );

  app.delete(
    '/platform/tenants/:id/domains/:host',
    {
      schema: {
        tags,
        summary: 'Remove one of the hosts of a shop (never its last)',
        params: tenantDomainParamsSchema,
        response: tenantAnswer,
      },
    },
    async (request) => ok(await removeShopHost(await actorOf(request), deps, request.params.id, request.params.host)),
  );

  app.post(
    '/platform/tenants/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend a shop: customers cannot sign in or trade, staff read only; open orders keep moving',
        params: tenantIdParamsSchema,
        body: suspendTenantInputSchema,
        response: tenantAnswer,
      },
    },
    async (request) => ok(await setShopSuspended(await actorOf(request), deps, request.params.id, request.body)),
  );

  app.post(
    '/platform/tenants/:id/resume',
    {
      schema: { tags, summary: 'Resume a suspended shop', params: tenantIdParamsSchema, response: tenantAnswer },
    },
    async (request) => ok(await setShopSuspended(await actorOf(request), deps, request.params.id, null)),
  );

  app.get(
    '/platform/usage',
    {
      schema: {
        tags,
        summary: 'Per shop: paid volume, orders, listings on sale, users, private storage, last activity',
        response: { 200: envelopeSchema(platformUsageSchema) },
      },
    },
    async (request) => ok(await platformUsage(request.ctx.db)),
  );

  app.get(
    '/platform/audit',
    {
      schema: {
        tags,
        summary: 'Every platform action, newest first, by action or shop',
        querystring: platformAuditSearchSchema,
        response: { 200: envelopeSchema(platformAuditPageSchema) },
      },
    },
    async (request) => ok(await platformAudit(request.ctx.db, request.query)),
  );
};
