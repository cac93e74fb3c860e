import {
  bidAcceptInputSchema,
  bidRequestIdParamsSchema,
  bidRequestInputSchema,
  bidRequestResultSchema,
  myBidQuotesQuerySchema,
  myBidQuotesSchema,
  myBidRequestPageSchema,
  myBidRequestQuerySchema,
} from '@gs/shared/bidding';
import { envelopeSchema } from '@gs/shared/envelope';
import { payResultSchema } from '@gs/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { requireUser, userContext } from '../../../plugins/auth.ts';
import type { TradeDeps } from '../../trade/index.ts';
import { payBidDeposit } from './bid-deposit.service.ts';
import {
  acceptBidQuote,
  cancelBidRequest,
  getMyBidQuotes,
  listMyBidRequests,
  submitBidRequest,
} from './bid-requests.service.ts';

const tags = ['bidding'];

/** The seller's side of price-competition recycle (SPEC /pages/jingjiahuishou, jingjiahuishouPriceList). */
export const bidRequestsRoutes: FastifyPluginAsyncZod<{ secretBox: SecretBox; trade: TradeDeps }> = async (
  app,
  { secretBox, trade },
) => {
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);
  const params = bidRequestIdParamsSchema;
  const result = { 200: envelopeSchema(bidRequestResultSchema) };

  app.post(
    '/account/backlist',
    {
      schema: {
        tags,
        summary: 'Submit an account to the bidding pool (real-name level two; credentials go to the vault)',
        body: bidRequestInputSchema,
        response: result,
      },
    },
    async (request) => ok(await submitBidRequest(userContext(request), secretBox, request.body)),
  );

  app.get(
    '/account/backlist/allList',
    {
      schema: {
        tags,
        summary: 'My bidding requests, newest first, with quote count and highest quote',
        querystring: myBidRequestQuerySchema,
        response: { 200: envelopeSchema(myBidRequestPageSchema) },
      },
    },
    async (request) => ok(await listMyBidRequests(userContext(request), request.query)),
  );

  app.get(
    '/account/quotation/mybprice',
    {
      schema: {
        tags,
        summary: 'My bidding request with every quote (recyclers masked); 404 unless mine',
        querystring: myBidQuotesQuerySchema,
        response: { 200: envelopeSchema(myBidQuotesSchema) },
      },
    },
    async (request) => ok(await getMyBidQuotes(userContext(request), request.query.backId)),
  );

  app.post(
    '/account/backlist/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept one quote: every other quote is rejected; 409 once decided, closed or past the deadline',
        params,
        body: bidAcceptInputSchema,
        response: result,
      },
    },
    async (request) => ok(await acceptBidQuote(userContext(request), request.params.id, request.body)),
  );

  app.post(
    '/account/backlist/:id/deposit',
    {
      schema: {
        tags,
        summary:
          'Pay the optional seller deposit of my quoting request: answers the cashier URL (the same open payment again ' +
          'until it is paid); 409 when closed, not offered or paid',
        params,
        response: { 200: envelopeSchema(payResultSchema) },
      },
    },
    async (request) =>
      ok(await payBidDeposit(userContext(request), trade, request.params.id, `${request.protocol}://${request.host}`)),
  );

  app.post(
    '/account/backlist/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Withdraw my request while it is quoting; its quotes are rejected',
        params,
        response: result,
      },
    },
    async (request) => ok(await cancelBidRequest(userContext(request), request.params.id)),
  );
};
