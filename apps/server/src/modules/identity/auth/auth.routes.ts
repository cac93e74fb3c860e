import { envelopeSchema } from '@gs/shared/envelope';
import {
  passwordLoginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  sessionSchema,
  smsLoginInputSchema,
} from '@gs/shared/identity';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope.ts';
import { requireServiceEnabled } from '../../../plugins/auth.ts';
import { type LoginDeps, loginWithPassword, loginWithSms, register, resetPassword } from './login.service.ts';
import { revokeSession } from './sessions.service.ts';

export interface AuthRoutesOptions {
  deps: LoginDeps;
  perIpPerMinute: number;
}

const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { deps, perIpPerMinute }) => {
  // Everything that checks a password or a code is limited per IP as well as per account.
  const config = { rateLimit: { max: perIpPerMinute, timeWindow: 60_000 } };
  // Nobody registers at a shop closed to customers; its staff still sign in there (see login.service.ts).
  const onRequest = requireServiceEnabled;
  const sessionAnswer = { 200: envelopeSchema(sessionSchema) };

  app.post(
    '/register',
    {
      onRequest,
      config,
      schema: {
        tags: ['auth'],
        summary: 'Register with phone, SMS code and password',
        body: registerInputSchema,
        response: sessionAnswer,
      },
    },
    async (request) => ok(await register(request.ctx, deps, request.body, clientMeta(request))),
  );

  app.post(
    '/web/login',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone or username, password and image captcha',
        body: passwordLoginInputSchema,
        response: sessionAnswer,
      },
    },
    async (request) => ok(await loginWithPassword(request.ctx, deps, request.body, clientMeta(request))),
  );

  app.post(
    '/h5/login',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone and SMS code',
        body: smsLoginInputSchema,
        response: sessionAnswer,
      },
    },
    async (request) => ok(await loginWithSms(request.ctx, deps, request.body, clientMeta(request))),
  );

  app.post(
    '/h5/SmsforPwd',
    {
      config,
      schema: {
        tags: ['auth'],
        summary: 'Reset the password with an SMS code; ends every session of the user',
        body: resetPasswordInputSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await resetPassword(request.ctx, deps, request.body);
      return ok(null);
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      if (request.sessionToken) await revokeSession(request.ctx, request.sessionToken);
      return ok(null);
    },
  );
};
