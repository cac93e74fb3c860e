import {
  outTradeNoParamsSchema,
  type PaymentStatus,
  paymentNotificationSchema,
  paymentNotifyParamsSchema,
  sandboxCashierActionInputSchema,
  sandboxCashierQuerySchema,
} from '@gs/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.ts';
import type { PaymentRow } from '../../../db/tables/payments.table.ts';
import { findOrder } from '../orders/orders.repository.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { handlePaymentNotification } from './notify.service.ts';
import { findPaymentByOutTradeNo } from './payments.repository.ts';
import { type CashierClosedState, renderCashierPage } from './sandbox-cashier-page.ts';

const tags = ['payments'];

/** Why the sandbox cashier can no longer take a payment; null while it can. */
function cashierClosedState(status: PaymentStatus, hasOrder: boolean): CashierClosedState | null {
  if (status === 'pending') return null;
  if (status === 'succeeded') return 'paid';
  if (status === 'refund_required' || status === 'refunded') return hasOrder ? 'late' : 'returned';
  return 'closed';
}
const formType = 'application/x-www-form-urlencoded';

/** What the cashier shows for a payment (order number and title) and the shop page the payer returns to. */
async function cashierSubject(
  deps: TradeDeps,
  db: Db,
  tenantId: number,
  payment: PaymentRow,
): Promise<{ number: string; title: string; returnPath: string } | undefined> {
  if (payment.order_id !== null) {
    const order = await findOrder(db, tenantId, payment.order_id);
    if (!order) return undefined;
    return { number: order.order_no, title: order.listing_title, returnPath: `/pages/finish?orderId=${order.id}` };
  }
  const purpose = payment.purpose === null ? undefined : deps.purposes[payment.purpose];
  if (!purpose || payment.purpose_id === null) return undefined;
  return purpose.describe(db, tenantId, payment.purpose_id);
}

/** The return path with the cashier's result appended. */
const withResult = (path: string, result: string) => `${path}${path.includes('?') ? '&' : '?'}result=${result}`;

/** Gateways post form-encoded fields; the values are kept as strings, exactly as signed. */
function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/**
 * The sandbox gateway's delivery: a form POST to the notify endpoint through the app's own HTTP pipeline
 * (`inject`: routing, content-type parsing, tenant resolution by Host, the notify handler), so that it travels
 * the same path a real gateway's request does, while the server needs no knowledge of its own public URL.
 */
async function sendSandboxNotification(root: FastifyInstance, host: string, fields: Record<string, string>) {
  const response = await root.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { host, 'content-type': formType },
    payload: new URLSearchParams(fields).toString(),
  });
  return response.body === 'success';
}

/** Payment provider notifications and the sandbox cashier page (no login: the gateway and its page). */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: TradeDeps; root: FastifyInstance }> = async (
  app,
  { deps, root },
) => {
  app.addContentTypeParser(formType, { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseForm(String(body)));
  });

  app.post(
    '/pay/notify/:provider',
    {
      schema: {
        tags,
        summary: 'A payment provider’s asynchronous notification (form fields, signed); answers success or fail',
        params: paymentNotifyParamsSchema,
        body: paymentNotificationSchema,
      },
    },
    async (request, reply) => {
      const result = await handlePaymentNotification(request.ctx, deps, request.params.provider, request.body);
      return reply
        .status(result.recorded ? 200 : 400)
        .type('text/plain')
        .send(result.reply);
    },
  );

  app.get(
    '/pay/sandbox/cashier/:outTradeNo',
    {
      schema: {
        tags,
        summary: 'The sandbox cashier page (HTML): merchant, order, amount, Pay and Fail',
        params: outTradeNoParamsSchema,
        querystring: sandboxCashierQuerySchema,
      },
    },
    async (request, reply) => {
      const { db, tenantId, tenant, locale } = request.ctx;
      const payment = await findPaymentByOutTradeNo(db, tenantId, request.params.outTradeNo);
      const subject = payment ? await cashierSubject(deps, db, tenantId, payment) : undefined;
      if (!deps.providers.sandbox || !payment || !subject || payment.provider !== 'sandbox')
        return reply.callNotFound();
      const html = renderCashierPage({
        // The shop's language as the buyer reads it (the pay URL carries it), else the request's.
        locale: request.query.lang ?? locale,
        merchant: tenant.name,
        iconUrl: tenant.avatar_url,
        orderNo: subject.number,
        title: subject.title,
        amountFen: payment.amount_fen,
        kind: payment.kind,
        outTradeNo: payment.out_trade_no,
        closed: cashierClosedState(payment.status, payment.order_id !== null),
        finishUrl: subject.returnPath,
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );

  app.post(
    '/pay/sandbox/cashier/:outTradeNo',
    {
      schema: {
        tags,
        summary: 'The cashier’s Pay or Fail button: the sandbox gateway notifies the server, then returns to the shop',
        params: outTradeNoParamsSchema,
        body: sandboxCashierActionInputSchema,
      },
    },
    async (request, reply) => {
      const { db, tenantId, clock } = request.ctx;
      const payment = await findPaymentByOutTradeNo(db, tenantId, request.params.outTradeNo);
      if (!deps.providers.sandbox || payment?.provider !== 'sandbox') return reply.callNotFound();
      // Like a real gateway after trade.close, the cashier takes no money for a payment that is no longer open, and
      // it reports what happened to the payment, not what was pressed.
      if (payment.status === 'pending') {
        const fields = deps.sandbox.buildNotification(
          tenantId,
          { id: payment.id, outTradeNo: payment.out_trade_no, amountFen: payment.amount_fen },
          request.body.action === 'pay' ? 'paid' : 'closed',
          clock.now(),
        );
        await sendSandboxNotification(root, request.headers.host ?? 'localhost', fields);
      }
      const after = await findPaymentByOutTradeNo(db, tenantId, payment.out_trade_no);
      const result = after?.status === 'succeeded' ? 'success' : 'fail';
      const subject = await cashierSubject(deps, db, tenantId, payment);
      return reply.redirect(withResult(subject?.returnPath ?? '/', result), 303);
    },
  );
};
