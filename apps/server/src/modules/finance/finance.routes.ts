import { envelopeSchema } from '@gs/shared/envelope';
import { claimsReportQuerySchema, claimsReportSchema } from '@gs/shared/staff-claims-report';
import {
  balanceCheckSchema,
  financeLedgerQuerySchema,
  financeLedgerSchema,
  settlementQuerySchema,
  settlementReportSchema,
} from '@gs/shared/staff-finance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { sendTableFile } from '../../lib/table-export.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { getClaimsReport } from './claims-report.service.ts';
import { getFinanceLedger, getSettlementReport, runBalanceCheck } from './finance.service.ts';
import { settlementFile } from './finance-export.ts';

/** The back office's Finance screen, for the shop's owner: settlement report and export, balance check, ledger. */
export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('owner'));
  const tags = ['staff'];

  app.get(
    '/staff/finance/settlement',
    {
      // The shop's money by day: every read, and above all every exported file, is kept in the audit log.
      config: { auditRead: true },
      schema: {
        tags,
        summary:
          'Settlement report per China day or month: GMV, commission, guarantee fees, refunds, compensation, ' +
          'withdrawals paid, with totals; format=csv|xlsx answers a file (audited)',
        querystring: settlementQuerySchema,
        response: { 200: envelopeSchema(settlementReportSchema) },
      },
    },
    async (request, reply) => {
      const ctx = userContext(request);
      const report = await getSettlementReport(ctx, request.query);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'json') return ok(report);
      // A stream goes out as it is (fastify serialises only objects): the envelope schema describes the JSON answer.
      return sendTableFile(reply, settlementFile(report, request.query.format, ctx.tenant.code, ctx.locale));
    },
  );

  app.get(
    '/staff/finance/claims-report',
    {
      config: { auditRead: true },
      schema: {
        tags,
        summary:
          'Refunds and claims per China day or month: refunds (count, amount), claims opened, decided by outcome, ' +
          'compensation paid, recovered from sellers, debts repaid, median hours to decision, with totals (audited)',
        querystring: claimsReportQuerySchema,
        response: { 200: envelopeSchema(claimsReportSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getClaimsReport(userContext(request), request.query));
    },
  );

  app.post(
    '/staff/finance/balance-check',
    {
      schema: {
        tags,
        summary: 'Prove the ledger now: every order balances, every posting sums to zero, every wallet adds up',
        response: { 200: envelopeSchema(balanceCheckSchema) },
      },
    },
    async (request) => ok(await runBalanceCheck(userContext(request))),
  );

  app.get(
    '/staff/finance/ledger',
    {
      schema: {
        tags,
        summary: "One order's or one user's ledger entries (newest first) with the sum of each account",
        querystring: financeLedgerQuerySchema,
        response: { 200: envelopeSchema(financeLedgerSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getFinanceLedger(userContext(request), request.query));
    },
  );
};
