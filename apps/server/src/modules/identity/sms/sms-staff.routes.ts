import { envelopeSchema } from '@gs/shared/envelope';
import { smsOutboxQuerySchema, smsOutboxSchema } from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { requireRole } from '../../../plugins/auth.ts';
import { listOutbox } from './sms-codes.repository.ts';

/** The SMS outbox for staff: with the default log provider it is how codes reach people during a demo. */
export const smsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/sms/outbox',
    {
      onRequest: requireRole('operator', 'owner'),
      schema: {
        tags: ['staff'],
        summary: 'The newest SMS messages of the tenant, optionally for one phone',
        querystring: smsOutboxQuerySchema,
        response: { 200: envelopeSchema(smsOutboxSchema) },
      },
    },
    async (request) => {
      const rows = await listOutbox(request.ctx.db, request.ctx.tenantId, request.query.phone, request.query.limit);
      return ok({
        rows: rows.map((row) => ({
          id: row.id,
          phone: row.phone,
          scene: row.scene,
          body: row.body,
          provider: row.provider,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
      });
    },
  );
};
