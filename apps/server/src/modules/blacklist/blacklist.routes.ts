import {
  blacklistCheckQuerySchema,
  blacklistCheckResultSchema,
  blacklistEntryIdParamsSchema,
  blacklistEntrySchema,
  blacklistPageSchema,
  createBlacklistEntryInputSchema,
  staffBlacklistQuerySchema,
} from '@gs/shared/blacklist';
import { envelopeSchema } from '@gs/shared/envelope';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { addToBlacklist, checkBlacklist, listBlacklist, removeFromBlacklist } from './blacklist.service.ts';

export interface BlacklistRoutesOptions {
  /** Keys the login digests entries are matched by (the same box selling uses). */
  secretBox: SecretBox;
  /** Public checks per visitor (IP) per minute. */
  checksPerMinute?: number;
}

/** The public check: is this game account on the shop's blacklist (category and date only)? */
const blacklistCheckRoutes: FastifyPluginAsyncZod<BlacklistRoutesOptions> = async (app, options) => {
  app.get(
    '/black/blackList',
    {
      config: {
        rateLimit: {
          max: options.checksPerMinute ?? 20,
          timeWindow: 60_000,
          keyGenerator: (request) => `blacklist-check:${request.ip}`,
        },
      },
      schema: {
        tags: ['blacklist'],
        summary:
          'Whether a game account is blacklisted at this shop: listed, reason category and since when only (never the reporter or evidence); rate-limited per visitor',
        querystring: blacklistCheckQuerySchema,
        response: { 200: envelopeSchema(blacklistCheckResultSchema) },
      },
    },
    async (request) => ok(await checkBlacklist(request.ctx, options.secretBox, request.query)),
  );
};

/** Staff (operator or owner): list, add and remove entries; every change is in the audit log. */
const blacklistStaffRoutes: FastifyPluginAsyncZod<BlacklistRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/blacklist',
    {
      schema: {
        tags: ['staff'],
        summary: 'The blacklist, newest first, filtered by game, reason and kind (logins masked)',
        querystring: staffBlacklistQuerySchema,
        response: { 200: envelopeSchema(blacklistPageSchema) },
      },
    },
    async (request) => ok(await listBlacklist(userContext(request), request.query)),
  );

  app.post(
    '/staff/blacklist',
    {
      schema: {
        tags: ['staff'],
        summary: 'Add a game account (login in a game) or a seller (by phone) with a reason, note and evidence',
        body: createBlacklistEntryInputSchema,
        response: { 200: envelopeSchema(blacklistEntrySchema) },
      },
    },
    async (request) => {
      const entry = await addToBlacklist(userContext(request), options.secretBox, request.body);
      request.auditChange = { before: null, after: entry };
      return ok(entry);
    },
  );

  app.delete(
    '/staff/blacklist/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove an entry (selling accepts the account or seller again)',
        params: blacklistEntryIdParamsSchema,
        response: { 200: envelopeSchema(blacklistEntryIdParamsSchema) },
      },
    },
    async (request) => {
      const removed = await removeFromBlacklist(userContext(request), request.params.id);
      request.auditChange = { before: removed, after: null };
      return ok({ id: removed.id });
    },
  );
};

/** The blacklist under /api: the public check and the staff screen's calls. */
export async function blacklistPlugin(api: FastifyInstance, options: BlacklistRoutesOptions): Promise<void> {
  await api.register(blacklistCheckRoutes, options);
  await api.register(blacklistStaffRoutes, options);
}
