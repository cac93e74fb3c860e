import { envelopeSchema } from '@gs/shared/envelope';
import { auditEntryParamsSchema, auditEntrySchema, auditPageSchema, auditQuerySchema } from '@gs/shared/staff-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole } from '../../plugins/auth.ts';
import { getAuditEntry, listAuditLog } from './audit.service.ts';

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
