import { envelopeSchema } from '@gs/shared/envelope';
import { dashboardSchema, dashboardSeriesQuerySchema, dashboardSeriesSchema } from '@gs/shared/staff-dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole } from '../../plugins/auth.ts';
import { getDashboard } from './dashboard.service.ts';
import { getDashboardSeries } from './dashboard-series.service.ts';

/** The back office's dashboard (owner or operator). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
