import { envelopeSchema } from '@gs/shared/envelope';
import {
  staffWithdrawalExportQuerySchema,
  staffWithdrawalPageSchema,
  staffWithdrawalQuerySchema,
  walletHistoryPageSchema,
  walletHistoryQuerySchema,
  walletSummarySchema,
  withdrawalApproveInputSchema,
  withdrawalIdParamsSchema,
  withdrawalInputSchema,
  withdrawalListQuerySchema,
  withdrawalPageSchema,
  withdrawalRejectInputSchema,
  withdrawalSchema,
} from '@gs/shared/wallet';
import { withdrawalContextSchema } from '@gs/shared/withdrawal-context';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sendTableFile } from '../../../lib/table-export.ts';
import { requireRole, requireUser, userContext } from '../../../plugins/auth.ts';
import type { TradeDeps } from '../trade-deps.ts';
import { getWalletSummary, listMyWithdrawals, listWalletHistory, requestWithdrawal } from './wallet.service.ts';
import { getWithdrawalContext } from './withdrawal-context.service.ts';
import { exportStaffWithdrawals } from './withdrawals-export.ts';
import { approveWithdrawal, listStaffWithdrawals, rejectWithdrawal } from './withdrawals-staff.service.ts';

/** A withdrawal is a rare act: a few a minute per user is plenty, and more is someone probing the limits. */
const WITHDRAWALS_PER_USER_PER_MINUTE = 10;

/** The seller's wallet (login) and the staff's withdrawal review (operator or owner). */
export const walletRoutes: FastifyPluginAsyncZod<{ deps: TradeDeps }> = async (api, { deps }) => {
  await api.register(sellerWalletRoutes, { deps });
  await api.register(staffWithdrawalsRoutes, { deps });
};

const sellerWalletRoutes: FastifyPluginAsyncZod<{ deps: TradeDeps }> = async (app, { deps }) => {
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);
  const tags = ['wallet'];

  app.get(
    '/wallet',
    {
      schema: {
        tags,
        summary: 'My wallet: available, held, in trade and withdrawn; the withdrawal limits; my verified name, masked',
        response: { 200: envelopeSchema(walletSummarySchema) },
      },
    },
    async (request) => ok(await getWalletSummary(userContext(request), deps.secretBox)),
  );

  app.get(
    '/wallet/history',
    {
      schema: {
        tags,
        summary: 'Movements of my available balance, newest first',
        querystring: walletHistoryQuerySchema,
        response: { 200: envelopeSchema(walletHistoryPageSchema) },
      },
    },
    async (request) => ok(await listWalletHistory(userContext(request), request.query)),
  );

  app.get(
    '/wallet/withdrawals',
    {
      schema: {
        tags,
        summary: 'My withdrawal requests, newest first (account masked)',
        querystring: withdrawalListQuerySchema,
        response: { 200: envelopeSchema(withdrawalPageSchema) },
      },
    },
    async (request) => ok(await listMyWithdrawals(userContext(request), request.query)),
  );

  app.post(
    '/wallet/withdrawals',
    {
      config: {
        rateLimit: {
          max: WITHDRAWALS_PER_USER_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `wallet-withdraw:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Request a withdrawal to an Alipay account in my verified name; 422 min, balance, daily limit, name',
        body: withdrawalInputSchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => ok(await requestWithdrawal(userContext(request), deps.secretBox, request.body)),
  );
};

const staffWithdrawalsRoutes: FastifyPluginAsyncZod<{ deps: TradeDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));
  const tags = ['staff'];
  const params = withdrawalIdParamsSchema;

  app.get(
    '/staff/withdrawals',
    {
      schema: {
        tags,
        summary: 'The tenant’s withdrawals of a status (pending by default), newest first, to transfer or reject',
        querystring: staffWithdrawalQuerySchema,
        response: { 200: envelopeSchema(staffWithdrawalPageSchema) },
      },
    },
    async (request) => ok(await listStaffWithdrawals(userContext(request), deps.secretBox, request.query)),
  );

  app.get(
    '/staff/withdrawals/export',
    {
      // The file lists users and their payouts: who exported what is kept in the audit log like the orders export.
      config: { auditRead: true },
      schema: {
        tags,
        summary: 'The withdrawals of a status as a CSV or XLSX file (at most 10,000 rows; accounts masked; audited)',
        querystring: staffWithdrawalExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendTableFile(reply, await exportStaffWithdrawals(userContext(request), deps.secretBox, request.query)),
  );

  app.get(
    '/staff/withdrawals/:id/context',
    {
      // A user's money and claims in one answer: each read is kept in the audit log.
      config: { auditRead: true },
      schema: {
        tags,
        summary:
          'Who is withdrawing: their wallet, the limits and their use, earlier withdrawals, open claims as seller, ' +
          'account age, real-name level and the warnings; 404 for another shop’s withdrawal (audited)',
        params,
        response: { 200: envelopeSchema(withdrawalContextSchema) },
      },
    },
    async (request) => ok(await getWithdrawalContext(userContext(request), deps.secretBox, request.params.id)),
  );

  app.post(
    '/staff/withdrawals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Record the transfer of a pending withdrawal (paid); 409 when already decided',
        params,
        body: withdrawalApproveInputSchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => {
      const result = await approveWithdrawal(userContext(request), request.params.id, request.body);
      // Only a pending withdrawal can be decided (the update is conditional on it).
      request.auditChange = {
        before: { status: 'pending', amountFen: result.amountFen },
        after: { status: result.status, transferRef: result.transferRef },
      };
      return ok(result);
    },
  );

  app.post(
    '/staff/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending withdrawal with a reason (the amount returns to the balance); 409 when decided',
        params,
        body: withdrawalRejectInputSchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request) => {
      const result = await rejectWithdrawal(userContext(request), request.params.id, request.body);
      request.auditChange = {
        before: { status: 'pending', amountFen: result.amountFen },
        after: { status: result.status, rejectReason: result.rejectReason },
      };
      return ok(result);
    },
  );
};
