import { envelopeSchema } from '@gs/shared/envelope';
import {
  auditEntryParamsSchema,
  auditEntrySchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
} from '@gs/shared/staff-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { sendTableFile } from '../../lib/table-export.ts';
import { requireRole } from '../../plugins/auth.ts';
import { getAuditEntry, listAuditLog } from './audit.service.ts';
import { exportAuditLog } from './audit-export.ts';

/** The owner's audit log viewer. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a caller without the role learns nothing about the query's shape.
  app.addHook('onRequest', requireRole('owner'));

  app.get(
    '/staff/audit',
    {
      schema: {
        tags: ['staff'],
        summary: 'Every staff action of the shop (who, when, what, before → after), newest first, filterable',
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema) },
      },
    },
    async (request) => ok(await listAuditLog(request.ctx, request.query)),
  );

  app.get(
    '/staff/audit/export',
    {
      // Taking the log away is itself an action the log keeps, like the orders export.
      config: { auditRead: true },
      schema: {
        tags: ['staff'],
        summary: 'The staff actions matching the filters as a CSV or XLSX file (action code and summary; audited)',
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => sendTableFile(reply, await exportAuditLog(request.ctx, request.query)),
  );

  app.get(
    '/staff/audit/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One staff action of the shop in full (404 when the shop has no such entry)',
        params: auditEntryParamsSchema,
        response: { 200: envelopeSchema(auditEntrySchema) },
      },
    },
    async (request) => ok(await getAuditEntry(request.ctx, request.params.id)),
  );
};
