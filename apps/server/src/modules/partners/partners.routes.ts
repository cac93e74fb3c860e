/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin: each partner change is logged as before → after.
import { envelopeSchema } from '@gs/shared/envelope';
import {
  createPartnerInputSchema,
  partnerIdParamsSchema,
  partnerLoginQuerySchema,
  partnerSessionSchema,
  staffPartnerListSchema,
  staffPartnerSchema,
  updatePartnerInputSchema,
} from '@gs/shared/partners';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { requireRole, requireServiceEnabled, userContext } from '../../plugins/auth.ts';
import type { LoginDeps } from '../identity/index.ts';
import { loginWithPartnerLink, PartnerLoginRefused } from './partner-login.service.ts';
import { createPartner, deletePartner, getPartner, listPartners, updatePartner } from './partners.service.ts';
import { DEMO_PARTNER } from './partners-seed.ts';

export interface PartnersRoutesOptions {
  login: Pick<LoginDeps, 'sessionTtlDays'>;
  secretBox: SecretBox;
  /** Partner-link logins per IP and minute (the login limit). */
  perIpPerMinute: number;
  /** Production: a partner still holding the demo secret (published in the README) signs nobody in. */
  refuseDemoSecret: boolean;
}

/** The partner quick-sell login: public, the partner's signature is the credential. */
const partnerLoginRoutes: FastifyPluginAsyncZod<PartnersRoutesOptions> = async (app, options) => {
  const { login, secretBox, perIpPerMinute } = options;
  const refusedSecrets = new Set<string>(options.refuseDemoSecret ? [DEMO_PARTNER.secret] : []);

  app.get(
    '/other/getOtherLsLogin',
    {
      // A shop without trading opens no session, as the other logins.
      onRequest: requireServiceEnabled,
      config: { rateLimit: { max: perIpPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: "Sign in through a partner's signed link (HMAC-SHA256, ts ±5 min, nonce once); see the README",
        querystring: partnerLoginQuerySchema,
        response: { 200: envelopeSchema(partnerSessionSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const meta = {
        ip: request.ip,
        userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
      };
      try {
        return ok(
          await loginWithPartnerLink(
            request.ctx,
            { login, secretBox, refusedSecrets },
            request.query,
            meta,
            request.user?.id ?? null,
          ),
        );
      } catch (error) {
        // The reason goes to the log (never the secret, the signature or the phone); the answer is the same 401.
        if (error instanceof PartnerLoginRefused) {
          request.log.warn(
            { partner: request.query.partner?.slice(0, 40), reason: error.reason },
            'partner login refused',
          );
        }
        throw error;
      }
    },
  );
};

/** The owner's partners; operators and the rest get 403. */
const staffPartnersRoutes: FastifyPluginAsyncZod<{ secretBox: SecretBox }> = async (staff, { secretBox }) => {
  staff.addHook('onRequest', requireRole('owner'));
  staff.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['staff'];

  staff.get(
    '/staff/partners',
    {
      schema: {
        tags,
        summary: "The shop's quick-sell partners (secrets never, only when set)",
        response: { 200: envelopeSchema(staffPartnerListSchema) },
      },
    },
    async (request) => ok(await listPartners(userContext(request))),
  );

  staff.post(
    '/staff/partners',
    {
      schema: {
        tags,
        summary: 'Add a partner: code, name, logo, colour, secret (sealed), enabled',
        body: createPartnerInputSchema,
        response: { 200: envelopeSchema(staffPartnerSchema) },
      },
    },
    async (request) => {
      const after = await createPartner(userContext(request), secretBox, request.body);
      request.auditChange = { before: null, after };
      return ok(after);
    },
  );

  staff.put(
    '/staff/partners/:id',
    {
      schema: {
        tags,
        summary: "Change a partner's name, logo, colour, state or secret (empty keeps it)",
        params: partnerIdParamsSchema,
        body: updatePartnerInputSchema,
        response: { 200: envelopeSchema(staffPartnerSchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getPartner(ctx, request.params.id);
      const after = await updatePartner(ctx, secretBox, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  staff.delete(
    '/staff/partners/:id',
    {
      schema: {
        tags,
        summary: 'Remove a partner: its links stop working (the users it brought stay)',
        params: partnerIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getPartner(ctx, request.params.id);
      await deletePartner(ctx, request.params.id);
      request.auditChange = { before, after: null };
      return ok(null);
    },
  );
};

/** Partner quick-sell under /api: the signed-link login and the owner's partner routes. */
export async function partnersPlugin(api: FastifyInstance, options: PartnersRoutesOptions): Promise<void> {
  await api.register(partnerLoginRoutes, options);
  await api.register(staffPartnersRoutes, { secretBox: options.secretBox });
}
