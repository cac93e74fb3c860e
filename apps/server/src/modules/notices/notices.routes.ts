import { envelopeSchema } from '@gs/shared/envelope';
import {
  noticeDetailSchema,
  noticeIdParamsSchema,
  noticeListQuerySchema,
  noticePageSchema,
  publishedNoticeTypeSchema,
} from '@gs/shared/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { getNotice, listNotices, listPublishedTypes } from './notices.service.ts';

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web/systemNotice',
    {
      schema: {
        tags: ['content'],
        summary: "The tenant's published notices (optionally of one type), pinned first, then newest",
        querystring: noticeListQuerySchema,
        response: { 200: envelopeSchema(noticePageSchema) },
      },
    },
    async (request) => ok(await listNotices(request.ctx, request.query)),
  );

  app.get(
    '/web/systemNotice/types',
    {
      schema: {
        tags: ['content'],
        summary: 'Every notice type the tenant has published, once, with the notice its list shows first',
        response: { 200: envelopeSchema(z.array(publishedNoticeTypeSchema)) },
      },
    },
    async (request) => ok(await listPublishedTypes(request.ctx)),
  );

  app.get(
    '/web/systemNotice/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One published notice with its sanitised HTML content',
        params: noticeIdParamsSchema,
        response: { 200: envelopeSchema(noticeDetailSchema) },
      },
    },
    async (request) => ok(await getNotice(request.ctx, request.params.id)),
  );
};
