/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin: each streamer change is logged as before → after.
import { envelopeSchema } from '@gs/shared/envelope';
import {
  staffStreamerListSchema,
  staffStreamerSchema,
  streamerIdParamsSchema,
  streamerInputSchema,
  streamerListQuerySchema,
  streamerListSchema,
} from '@gs/shared/streamers';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import {
  createStreamer,
  deleteStreamer,
  getStaffStreamer,
  listStaffStreamers,
  listStreamers,
  updateStreamer,
} from './streamers.service.ts';

const publicStreamersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/zhubo/list',
    {
      schema: {
        tags: ['home'],
        summary: "The tenant's enabled streamers; type 1–6 (or the name) filters by platform",
        querystring: streamerListQuerySchema,
        response: { 200: envelopeSchema(streamerListSchema) },
      },
    },
    async (request) => ok(await listStreamers(request.ctx, request.query.type)),
  );
};

const staffStreamersRoutes: FastifyPluginAsyncZod = async (staff) => {
  staff.addHook('onRequest', requireRole('operator', 'owner'));
  const tags = ['staff'];

  staff.get(
    '/staff/streamers',
    {
      schema: {
        tags,
        summary: 'Every streamer of the shop',
        response: { 200: envelopeSchema(staffStreamerListSchema) },
      },
    },
    async (request) => ok(await listStaffStreamers(userContext(request))),
  );

  staff.post(
    '/staff/streamers',
    {
      schema: {
        tags,
        summary: 'Add a streamer',
        body: streamerInputSchema,
        response: { 200: envelopeSchema(staffStreamerSchema) },
      },
    },
    async (request) => {
      const after = await createStreamer(userContext(request), request.body);
      request.auditChange = { before: null, after };
      return ok(after);
    },
  );

  staff.put(
    '/staff/streamers/:id',
    {
      schema: {
        tags,
        summary: 'Replace a streamer',
        params: streamerIdParamsSchema,
        body: streamerInputSchema,
        response: { 200: envelopeSchema(staffStreamerSchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getStaffStreamer(ctx, request.params.id);
      const after = await updateStreamer(ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  staff.delete(
    '/staff/streamers/:id',
    {
      schema: {
        tags,
        summary: 'Remove a streamer',
        params: streamerIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getStaffStreamer(ctx, request.params.id);
      await deleteStreamer(ctx, request.params.id);
      request.auditChange = { before, after: null };
      return ok(null);
    },
  );
};

/** Streamers under /api: the public list and the staff's calls. */
export async function streamersPlugin(api: FastifyInstance): Promise<void> {
  await api.register(publicStreamersRoutes);
  await api.register(staffStreamersRoutes);
}
