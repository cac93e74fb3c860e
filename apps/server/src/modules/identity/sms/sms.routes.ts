import { envelopeSchema } from '@gs/shared/envelope';
import { smsSendQuerySchema, smsSentSchema } from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { AppError } from '../../../lib/errors.ts';
import { type SmsDeps, sendSmsCode } from './sms-codes.service.ts';

export const smsRoutes: FastifyPluginAsyncZod<{ deps: SmsDeps }> = async (app, { deps }) => {
  app.get(
    '/sms/new/send',
    {
      // A shop closed to customers sends codes to its staff only (sms-codes.service.ts).
      schema: {
        tags: ['auth'],
        summary: 'Send an SMS code (register, login, reset, change-phone) after the image captcha',
        querystring: smsSendQuerySchema,
        response: { 200: envelopeSchema(smsSentSchema) },
      },
    },
    async (request) => {
      // Changing the phone is for a signed-in user only; the other scenes are how one signs in.
      if (request.query.scene === 'change-phone' && !request.user)
        throw new AppError(401, 'UNAUTHORIZED', 'unauthorized');
      return ok(await sendSmsCode(request.ctx, deps, request.query, request.ip));
    },
  );
};
