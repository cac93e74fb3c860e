import { envelopeSchema } from '@gs/shared/envelope';
import { listingIdParamsSchema } from '@gs/shared/listings';
import {
  credentialsSchema,
  deliverInputSchema,
  orderIdParamsSchema,
  orderSchema,
  rebindStepInputSchema,
  refundInputSchema,
} from '@gs/shared/orders';
import {
  orderNoteInputSchema,
  orderNoteListSchema,
  staffOrderDetailSchema,
  staffOrderExportQuerySchema,
  staffOrderRowPageSchema,
  staffOrderSearchSchema,
} from '@gs/shared/staff-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { sendTableFile } from '../../../lib/table-export.ts';
import { requireRole, userContext } from '../../../plugins/auth.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { addStaffOrderNote, getStaffOrderDetail, listStaffOrderNotes } from './staff-order-detail.service.ts';
import {
  deliverOrder,
  listStaffOrders,
  markRebindStep,
  putListingCredentials,
  readOrderCredentials,
  refundOrder,
} from './staff-orders.service.ts';
import { exportStaffOrders } from './staff-orders-export.ts';

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
        summary: 'The tenant’s orders by state, game, buyer, number, creation time and total; sorted and paged',
        querystring: staffOrderSearchSchema,
        response: { 200: envelopeSchema(staffOrderRowPageSchema) },
      },
    },
    async (request) => ok(await listStaffOrders(userContext(request), request.query)),
  );

  app.get(
    '/staff/orders/export',
    {
      // The file lists buyers and money: who exported what is kept in the audit log like a credential read.
      config: { auditRead: true },
      schema: {
        tags,
        summary: 'The matching orders as a CSV or XLSX file (at most 10,000 rows; masked phones; audited)',
        querystring: staffOrderExportQuerySchema,
      },
    },
    async (request, reply) => {
      return sendTableFile(reply, await exportStaffOrders(userContext(request), request.query));
    },
  );

  app.get(
    '/staff/orders/:id',
    {
      schema: {
        tags,
        summary: 'An order in full: amounts, timeline, ledger, rebinding, after-sale and the actions allowed now',
        params,
        response: { 200: envelopeSchema(staffOrderDetailSchema) },
      },
    },
    async (request) => ok(await getStaffOrderDetail(userContext(request), request.params.id)),
  );

  app.get(
    '/staff/orders/:id/notes',
    {
      schema: {
        tags,
        summary: 'The order’s internal notes (staff only)',
        params,
        response: { 200: envelopeSchema(orderNoteListSchema) },
      },
    },
    async (request) => ok(await listStaffOrderNotes(userContext(request), request.params.id)),
  );

  app.post(
    '/staff/orders/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note to the order (append-only; never shown to the buyer or seller)',
        params,
        body: orderNoteInputSchema,
        response: { 200: envelopeSchema(orderNoteListSchema) },
      },
    },
    async (request) => ok(await addStaffOrderNote(userContext(request), request.params.id, request.body)),
  );

  app.post(
    '/staff/orders/:id/rebind',
    {
      schema: {
        tags,
        summary: 'Mark a rebinding step (phone, email, real name, security lock) done or not, with a note',
        params,
        body: rebindStepInputSchema,
        response: { 200: envelopeSchema(staffOrderDetailSchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      await markRebindStep(ctx, request.params.id, request.body);
      return ok(await getStaffOrderDetail(ctx, request.params.id));
    },
  );

  app.post(
    '/staff/orders/:id/deliver',
    {
      schema: {
        tags,
        summary:
          'Release the credentials to the buyer (optionally new ones set while rebinding); with rebinding steps open only when confirmed (422 otherwise)',
        params,
        body: deliverInputSchema,
        response: orderEnvelope,
      },
    },
    async (request) => {
      const { order, unfinishedSteps } = await deliverOrder(
        userContext(request),
        deps,
        request.params.id,
        request.body,
      );
      // The audit log keeps which rebinding steps staff confirmed delivering without (none: the checklist was done).
      request.auditChange = {
        before: null,
        after: { orderNo: order.orderNo, status: order.status, delivered: order.delivered, unfinishedSteps },
      };
      return ok(order);
    },
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
    async (request) => {
      const order = await refundOrder(userContext(request), deps, request.params.id, request.body);
      // The audit log names the refunded order by its number (its sentence reads "refunded order 2026…").
      request.auditChange = {
        before: null,
        after: { orderNo: order.orderNo, status: order.status, refundedFen: order.amounts.refunded },
      };
      return ok(order);
    },
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
      // Replacing the login a buyer will receive is the owner's alone (an operator could swap in an account of their own).
      onRequest: requireRole('owner'),
      schema: {
        tags,
        summary:
          'Store a listing’s credentials in the vault (encrypted; audited as a fingerprint before → after; owner)',
        params: listingIdParamsSchema,
        body: credentialsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      request.auditChange = await putListingCredentials(userContext(request), deps, request.params.id, request.body);
      return ok(null);
    },
  );
};
