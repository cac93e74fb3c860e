import { listingIdParamsSchema } from '@gs/shared/catalogue';
import { envelopeSchema } from '@gs/shared/envelope';
import {
  afterSaleInputSchema,
  credentialsSchema,
  deliverInputSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderSchema,
  rebindStepInputSchema,
  refundInputSchema,
  staffOrderListQuerySchema,
  staffOrderPageSchema,
} from '@gs/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import type { TradeDeps } from '../trade-deps.ts';
import {
  deliverOrder,
  getStaffOrder,
  listStaffOrders,
  markAfterSale,
  markRebindStep,
  putListingCredentials,
  readOrderCredentials,
  refundOrder,
} from './staff-orders.service.ts';

const tags = ['staff'];
const params = orderIdParamsSchema;
const orderEnvelope = { 200: envelopeSchema(orderSchema) };

/** The back office's order calls (operator or owner). */
export const staffOrdersRoutes: FastifyPluginAsyncZod<{ deps: TradeDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/orders',
    {
      schema: {
        tags,
        summary: 'The tenant’s orders, optionally of one status, newest first',
        querystring: staffOrderListQuerySchema,
        response: { 200: envelopeSchema(staffOrderPageSchema) },
      },
    },
    async (request) => ok(await listStaffOrders(userContext(request), request.query)),
  );

  app.get(
    '/staff/orders/:id',
    { schema: { tags, summary: 'An order in full', params, response: { 200: envelopeSchema(orderDetailSchema) } } },
    async (request) => ok(await getStaffOrder(userContext(request), request.params.id)),
  );

  app.post(
    '/staff/orders/:id/rebind',
    {
      schema: {
        tags,
        summary: 'Mark a rebinding step (phone, email, real name, security lock) done or not, with a note',
        params,
        body: rebindStepInputSchema,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (request) => ok(await markRebindStep(userContext(request), request.params.id, request.body)),
  );

  app.post(
    '/staff/orders/:id/deliver',
    {
      schema: {
        tags,
        summary: 'Release the credentials to the buyer (optionally new ones set while rebinding)',
        params,
        body: deliverInputSchema,
        response: orderEnvelope,
      },
    },
    async (request) => ok(await deliverOrder(userContext(request), deps, request.params.id, request.body)),
  );

  app.post(
    '/staff/orders/:id/refund',
    {
      schema: {
        tags,
        summary: 'Refund in full or in part, optionally putting the listing back on sale',
        params,
        body: refundInputSchema,
        response: orderEnvelope,
      },
    },
    async (request) => ok(await refundOrder(userContext(request), deps, request.params.id, request.body)),
  );

  app.post(
    '/staff/orders/:id/after-sale',
    {
      schema: { tags, summary: 'Open an after-sale case', params, body: afterSaleInputSchema, response: orderEnvelope },
    },
    async (request) => ok(await markAfterSale(userContext(request), request.params.id, request.body)),
  );

  app.get(
    '/staff/orders/:id/credentials',
    {
      schema: {
        tags,
        summary: 'Read the order’s credentials to rebind the account (audited)',
        params,
        response: { 200: envelopeSchema(credentialsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await readOrderCredentials(userContext(request), deps, request.params.id));
    },
  );

  app.put(
    '/staff/listings/:id/credentials',
    {
      schema: {
        tags,
        summary: 'Store a listing’s credentials in the vault (encrypted; audited)',
        params: listingIdParamsSchema,
        body: credentialsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await putListingCredentials(userContext(request), deps, request.params.id, request.body);
      return ok(null);
    },
  );
};
