import { envelopeSchema } from '@gs/shared/envelope';
import {
  feedbackIdParamsSchema,
  feedbackImageParamsSchema,
  staffFeedbackPageSchema,
  staffFeedbackQuerySchema,
  staffFeedbackReplyInputSchema,
  staffFeedbackThreadSchema,
} from '@gs/shared/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { type PrivateUploads, sendPrivateFile } from '../uploads/index.ts';
import {
  closeFeedback,
  listFeedbackInbox,
  readFeedbackForStaff,
  readFeedbackImage,
  reopenFeedback,
  replyAsStaff,
} from './feedback.service.ts';

/** Staff (operator or owner): the feedback inbox; images only through the audited image route. */
export const feedbackStaffRoutes: FastifyPluginAsyncZod<{ privateUploads: PrivateUploads }> = async (
  app,
  { privateUploads },
) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/feedback',
    {
      schema: {
        tags: ['staff'],
        summary: 'The feedback inbox, newest activity first, optionally of one status and one category (no images)',
        querystring: staffFeedbackQuerySchema,
        response: { 200: envelopeSchema(staffFeedbackPageSchema) },
      },
    },
    async (request) => ok(await listFeedbackInbox(userContext(request), request.query)),
  );

  app.get(
    '/staff/feedback/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One thread with its messages (image ids; the images through the audited image route)',
        params: feedbackIdParamsSchema,
        response: { 200: envelopeSchema(staffFeedbackThreadSchema) },
      },
    },
    async (request) => ok(await readFeedbackForStaff(userContext(request), request.params.id)),
  );

  app.get(
    '/staff/feedback/:id/images/:imageId',
    {
      // A user's private screenshot may show anything (orders, chats, IDs): each look is in the audit log.
      config: { auditRead: true },
      schema: {
        tags: ['staff'],
        summary: 'One image of a thread, never cached; audited',
        params: feedbackImageParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const file = await readFeedbackImage(userContext(request), privateUploads, id, imageId);
      return sendPrivateFile(reply, file);
    },
  );

  app.post(
    '/staff/feedback/:id/reply',
    {
      schema: {
        tags: ['staff'],
        summary: 'Reply in a thread (it becomes answered and unread for its user)',
        params: feedbackIdParamsSchema,
        body: staffFeedbackReplyInputSchema,
        response: { 200: envelopeSchema(staffFeedbackThreadSchema) },
      },
    },
    async (request) => ok(await replyAsStaff(userContext(request), request.params.id, request.body)),
  );

  app.post(
    '/staff/feedback/:id/close',
    {
      schema: {
        tags: ['staff'],
        summary: 'Close a thread (409 when already closed; a user reply reopens it)',
        params: feedbackIdParamsSchema,
        response: { 200: envelopeSchema(staffFeedbackThreadSchema) },
      },
    },
    async (request) => {
      const { before, thread } = await closeFeedback(userContext(request), request.params.id);
      request.auditChange = { before: { status: before }, after: { status: thread.status } };
      return ok(thread);
    },
  );

  app.post(
    '/staff/feedback/:id/reopen',
    {
      schema: {
        tags: ['staff'],
        summary: 'Reopen a closed thread (409 unless it is closed)',
        params: feedbackIdParamsSchema,
        response: { 200: envelopeSchema(staffFeedbackThreadSchema) },
      },
    },
    async (request) => {
      const { before, thread } = await reopenFeedback(userContext(request), request.params.id);
      request.auditChange = { before: { status: before }, after: { status: thread.status } };
      return ok(thread);
    },
  );
};
