import { envelopeSchema } from '@gs/shared/envelope';
import { captchaSchema } from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { type CaptchaDeps, createCaptcha } from './captcha.service.ts';

export const captchaRoutes: FastifyPluginAsyncZod<{ deps: CaptchaDeps; perIpPerMinute: number }> = async (
  app,
  { deps, perIpPerMinute },
) => {
  app.get(
    '/captchaImage',
    {
      config: { rateLimit: { max: perIpPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'A new image captcha (single use, 2 minutes)',
        response: { 200: envelopeSchema(captchaSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await createCaptcha(request.ctx, deps));
    },
  );
};
