/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin: each notice change is logged as before → after.
import { envelopeSchema } from '@gs/shared/envelope';
import { noticeIdParamsSchema } from '@gs/shared/notices';
import {
  noticeInputSchema,
  staffNoticePageSchema,
  staffNoticeSchema,
  staffNoticeSearchSchema,
} from '@gs/shared/staff-notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import {
  createShopNotice,
  deleteShopNotice,
  getShopNotice,
  listShopNotices,
  updateShopNotice,
} from './staff-notices.service.ts';

/** The shop's notices for operators and owners: list, read, add, change, delete (every change audited). */
export const staffNoticesRoutes: FastifyPluginAsyncZod = async (staff) => {
  staff.addHook('onRequest', requireRole('operator', 'owner'));
  const tags = ['staff'];

  staff.get(
    '/staff/notices',
    {
      schema: {
        tags,
        summary: "The shop's notices in every state and language, by type, language, state and title",
        querystring: staffNoticeSearchSchema,
        response: { 200: envelopeSchema(staffNoticePageSchema) },
      },
    },
    async (request) => ok(await listShopNotices(userContext(request), request.query)),
  );

  staff.get(
    '/staff/notices/:id',
    {
      schema: {
        tags,
        summary: 'One notice with its sanitised HTML',
        params: noticeIdParamsSchema,
        response: { 200: envelopeSchema(staffNoticeSchema) },
      },
    },
    async (request) => ok(await getShopNotice(userContext(request), request.params.id)),
  );

  staff.post(
    '/staff/notices',
    {
      schema: {
        tags,
        summary: 'Add a notice: type, language, title, HTML (sanitised), pinned, draft or published, from / until',
        body: noticeInputSchema,
        response: { 200: envelopeSchema(staffNoticeSchema) },
      },
    },
    async (request) => {
      const after = await createShopNotice(userContext(request), request.body);
      request.auditChange = { before: null, after };
      return ok(after);
    },
  );

  staff.put(
    '/staff/notices/:id',
    {
      schema: {
        tags,
        summary: "Change a notice's content, schedule or state (publish, withdraw, back to draft)",
        params: noticeIdParamsSchema,
        body: noticeInputSchema,
        response: { 200: envelopeSchema(staffNoticeSchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getShopNotice(ctx, request.params.id);
      const after = await updateShopNotice(ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  staff.delete(
    '/staff/notices/:id',
    {
      schema: {
        tags,
        summary: 'Delete a notice for good',
        params: noticeIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getShopNotice(ctx, request.params.id);
      await deleteShopNotice(ctx, request.params.id);
      request.auditChange = { before, after: null };
      return ok(null);
    },
  );
};
