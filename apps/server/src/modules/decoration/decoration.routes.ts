import { envelopeSchema } from '@gs/shared/envelope';
import { decorationQuerySchema } from '@gs/shared/staff-decoration';
import { DECORATION_PREVIEW_PARAM, decorationEntrySchema } from '@gs/shared/tenant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { getDecoration } from './decoration.service.ts';
import { isValidPreviewToken, type PreviewSigner } from './staff-decoration.preview.ts';
import { getDraftDecoration } from './staff-decoration.service.ts';

export interface DecorationRoutesOptions {
  signer: PreviewSigner;
}

export const decorationRoutes: FastifyPluginAsyncZod<DecorationRoutesOptions> = async (app, { signer }) => {
  app.get(
    '/web/decoration/type',
    {
      schema: {
        tags: ['tenant'],
        summary:
          'Page decoration of the home page, by area (1 banners … 5 notice strip); with a valid preview token from ' +
          'the back office, the staff draft instead',
        querystring: decorationQuerySchema,
        response: { 200: envelopeSchema(z.array(decorationEntrySchema)) },
      },
    },
    async (request, reply) => {
      const { type, state } = request.query;
      const token = request.query[DECORATION_PREVIEW_PARAM];
      // An invalid or expired token quietly answers the published set: the page still works, and says nothing.
      if (token !== undefined) reply.header('cache-control', 'no-store');
      if (token !== undefined && type === 1 && isValidPreviewToken(request.ctx, signer, token)) {
        return ok(await getDraftDecoration(request.ctx));
      }
      return ok(await getDecoration(request.ctx, type, state));
    },
  );
};
