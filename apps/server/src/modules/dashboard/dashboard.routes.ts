import { envelopeSchema } from '@gs/shared/envelope';
import {
  dashboardSchema,
  dashboardSeriesQuerySchema,
  dashboardSeriesSchema,
  pendingWorkSchema,
} from '@gs/shared/staff-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard.service.ts';
import { getDashboardSeries } from './dashboard-series.service.ts';
import { getPendingWork, PENDING_WORK_ROLES } from './pending-work.service.ts';

/** The back office's dashboard (owner or operator) and the work waiting (any staff with a queue). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/pending-work',
    {
      onRequest: requireRole(...PENDING_WORK_ROLES),
      schema: {
        tags: ['staff'],
        summary: "The work waiting now: one count per queue the caller's roles may work on (Home and the dashboard)",
        response: { 200: envelopeSchema(pendingWorkSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getPendingWork({ ...userContext(request), roles: request.user?.roles ?? [] }));
    },
  );

  await app.register(figuresRoutes);
};

/** The shop's figures (owner or operator). */
const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('owner', 'operator'));

  app.get(
    '/staff/dashboard',
    {
      schema: {
        tags: ['staff'],
        summary:
          'GMV and orders today / 7 / 30 days against the previous period, orders by state, funnel, tops, work waiting',
        response: { 200: envelopeSchema(dashboardSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getDashboard(request.ctx));
    },
  );

  app.get(
    '/staff/dashboard/series',
    {
      schema: {
        tags: ['staff'],
        summary: 'Daily GMV, paid orders, orders and visitors over 30 or 90 China days, with the period before',
        querystring: dashboardSeriesQuerySchema,
        response: { 200: envelopeSchema(dashboardSeriesSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getDashboardSeries(request.ctx, request.query.days));
    },
  );
};
