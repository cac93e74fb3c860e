import { envelopeSchema } from '@gs/shared/envelope';
import { personalCenterSummarySchema } from '@gs/shared/personal-center';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser, userContext } from '../../plugins/auth.ts';
import { getPersonalCenterSummary } from './personal-center.service.ts';

/** The personal center's counts (`/pages/other/geren`). */
export const personalCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/center/summary',
    {
      onRequest: requireUser,
      schema: {
        tags: ['account'],
        summary:
          'The signed-in user’s counts: orders by status, my products by tab, open recycle requests, favourites, evaluations written',
        response: { 200: envelopeSchema(personalCenterSummarySchema) },
      },
    },
    async (request) => ok(await getPersonalCenterSummary(userContext(request))),
  );
};
