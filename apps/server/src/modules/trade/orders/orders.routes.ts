import { envelopeSchema } from '@gs/shared/envelope';
import {
  createOrderInputSchema,
  evaluationInputSchema,
  evaluationListQuerySchema,
  evaluationPageSchema,
  evaluationSchema,
  orderConfirmQuerySchema,
  orderConfirmSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  revealedCredentialsSchema,
} from '@gs/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireUser, userContext } from '../../../plugins/auth.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { evaluateOrder, listMyEvaluations } from './evaluations.service.ts';
import { revealOrderCredentials } from './order-credentials.service.ts';
import {
  cancelOrderByBuyer,
  confirmReceipt,
  createOrder,
  getOrderConfirm,
  getOrderDetail,
  listMyOrders,
} from './orders.service.ts';

const tags = ['orders'];

/** The buyer's calls: confirmation, create, detail, list, cancel, confirm receipt, credentials, evaluations. */
export const ordersRoutes: FastifyPluginAsyncZod<{ deps: TradeDeps }> = async (app, { deps }) => {
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);
  const params = orderIdParamsSchema;

  app.get(
    '/order/confirm',
    {
      schema: {
        tags,
        summary: 'Order confirmation: listing, guarantee options with fees and totals, deposit offer, agreement',
        querystring: orderConfirmQuerySchema,
        response: { 200: envelopeSchema(orderConfirmSchema) },
      },
    },
    async (request) => ok(await getOrderConfirm(userContext(request), request.query.goodsId)),
  );

  app.post(
    '/order/create',
    {
      schema: {
        tags,
        summary: 'Create an order (amounts recomputed by the server) and lock the listing; 409 sold/locked/own unpaid',
        body: createOrderInputSchema,
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => ok(await createOrder(userContext(request), request.body)),
  );

  app.get(
    '/order/list',
    {
      schema: {
        tags,
        summary: 'My orders as buyer (role=seller: orders of my consignment listings), newest first',
        querystring: orderListQuerySchema,
        response: { 200: envelopeSchema(orderPageSchema) },
      },
    },
    async (request) => ok(await listMyOrders(userContext(request), request.query)),
  );

  app.get(
    '/order/:id',
    {
      schema: {
        tags,
        summary: 'An order with its status history, rebinding progress and payments',
        params,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (request) => ok(await getOrderDetail(userContext(request), request.params.id)),
  );

  app.post(
    '/order/:id/cancel',
    { schema: { tags, summary: 'Cancel an unpaid order', params, response: { 200: envelopeSchema(orderSchema) } } },
    async (request) => ok(await cancelOrderByBuyer(userContext(request), deps, request.params.id)),
  );

  app.post(
    '/order/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm receipt of a delivered order',
        params,
        response: { 200: envelopeSchema(orderSchema) },
      },
    },
    async (request) => ok(await confirmReceipt(userContext(request), deps, request.params.id)),
  );

  app.get(
    '/order/:id/credentials',
    {
      schema: {
        tags,
        summary: 'The account’s login, for the paying buyer after delivery (every reveal is audited)',
        params,
        response: { 200: envelopeSchema(revealedCredentialsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await revealOrderCredentials(userContext(request), deps, request.params.id));
    },
  );

  app.post(
    '/order/:id/evaluation',
    {
      schema: {
        tags,
        summary: 'Evaluate a completed order once: 1–5 stars, up to 500 characters, optional images',
        params,
        body: evaluationInputSchema,
        response: { 200: envelopeSchema(evaluationSchema) },
      },
    },
    async (request) => ok(await evaluateOrder(userContext(request), request.params.id, request.body)),
  );

  app.get(
    '/evaluation/mine',
    {
      schema: {
        tags,
        summary: 'My evaluations: written (as buyer) or received (as consignment seller)',
        querystring: evaluationListQuerySchema,
        response: { 200: envelopeSchema(evaluationPageSchema) },
      },
    },
    async (request) => ok(await listMyEvaluations(userContext(request), request.query)),
  );
};
