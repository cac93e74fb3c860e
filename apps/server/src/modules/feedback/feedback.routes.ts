import { envelopeSchema } from '@gs/shared/envelope';
import {
  createFeedbackInputSchema,
  feedbackIdParamsSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  feedbackReplyInputSchema,
  feedbackThreadSchema,
  feedbackUnreadSchema,
} from '@gs/shared/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser, userContext } from '../../plugins/auth.ts';
import {
  countMyUnreadFeedback,
  createFeedback,
  listMyFeedback,
  readMyFeedback,
  replyToMyFeedback,
} from './feedback.service.ts';

/** The signed-in user's feedback threads (`/pages/other/fankui`). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/account/problem',
    {
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback: category, text (≤ 1000), up to 6 private `feedback` images, contact; at most 5 an hour (429 with retryAfter)',
        body: createFeedbackInputSchema,
        response: { 200: envelopeSchema(feedbackThreadSchema) },
      },
    },
    async (request) => ok(await createFeedback(userContext(request), request.body)),
  );

  app.get(
    '/account/problem/list',
    {
      schema: {
        tags: ['feedback'],
        summary: 'My feedback threads, newest activity first, with status and an unread flag (no images)',
        querystring: feedbackListQuerySchema,
        response: { 200: envelopeSchema(feedbackPageSchema) },
      },
    },
    async (request) => ok(await listMyFeedback(userContext(request), request.query)),
  );

  app.get(
    '/account/problem/unread',
    {
      schema: {
        tags: ['feedback'],
        summary: 'How many of my threads have a staff reply I have not opened',
        response: { 200: envelopeSchema(feedbackUnreadSchema) },
      },
    },
    async (request) => ok(await countMyUnreadFeedback(userContext(request))),
  );

  app.get(
    '/account/problem/:id',
    {
      schema: {
        tags: ['feedback'],
        summary: 'One of my threads with its messages; marks it read (another user’s: 404)',
        params: feedbackIdParamsSchema,
        response: { 200: envelopeSchema(feedbackThreadSchema) },
      },
    },
    async (request) => ok(await readMyFeedback(userContext(request), request.params.id)),
  );

  app.post(
    '/account/problem/:id/reply',
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `feedback-reply:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['feedback'],
        summary: 'Add a follow-up to one of my threads (reopens it)',
        params: feedbackIdParamsSchema,
        body: feedbackReplyInputSchema,
        response: { 200: envelopeSchema(feedbackThreadSchema) },
      },
    },
    async (request) => ok(await replyToMyFeedback(userContext(request), request.params.id, request.body)),
  );
};
