import { envelopeSchema } from '@gs/shared/envelope';
import { orderIdParamsSchema, payResultSchema } from '@gs/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireUser, userContext } from '../../../plugins/auth.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { payOrder } from './order-pay.service.ts';

/** The buyer pays an order: opens the payment now due with the shop's provider. */
export const orderPayRoutes: FastifyPluginAsyncZod<{ deps: TradeDeps }> = async (app, { deps }) => {
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);

  app.post(
    '/order/:id/pay',
    {
      schema: {
        tags: ['orders'],
        summary: 'Open the payment now due (full, deposit or balance) and answer the provider’s cashier URL',
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(payResultSchema) },
      },
    },
    async (request) =>
      ok(await payOrder(userContext(request), deps, request.params.id, `${request.protocol}://${request.host}`)),
  );
};
