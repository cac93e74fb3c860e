import { envelopeSchema } from '@gs/shared/envelope';
import {
  profileSchema,
  realNameInputSchema,
  realNameTwoInputSchema,
  updateProfileInputSchema,
} from '@gs/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { readToken, requireUser, userContext } from '../../../plugins/auth.ts';
import { type RealNameDeps, submitRealNameTwo, verifyRealName } from '../realname/realname.service.ts';
import { getProfile, type ProfileDeps, updateProfile } from './profile.service.ts';

export interface ProfileRoutesOptions {
  profile: ProfileDeps;
  realName: RealNameDeps;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { profile, realName }) => {
  const profileAnswer = { 200: envelopeSchema(profileSchema) };
  // Before validation: a signed-out caller learns nothing about the body's shape.
  app.addHook('onRequest', requireUser);

  app.get(
    '/system/user/profile/new',
    { schema: { tags: ['profile'], summary: "The signed-in user's profile", response: profileAnswer } },
    async (request) => ok(await getProfile(userContext(request), { maskPhone: false })),
  );

  app.get(
    '/system/user/profile/newsm',
    { schema: { tags: ['profile'], summary: 'The profile for display: phone and ID masked', response: profileAnswer } },
    async (request) => ok(await getProfile(userContext(request), { maskPhone: true })),
  );

  app.put(
    '/system/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Update nickname, avatar, gender, contacts or phone',
        body: updateProfileInputSchema,
        response: profileAnswer,
      },
    },
    async (request) =>
      ok(
        await updateProfile(userContext(request), profile, request.body, {
          ip: request.ip,
          token: readToken(request) ?? '',
        }),
      ),
  );

  app.post(
    '/realname/auth',
    {
      config: {
        rateLimit: {
          max: 10,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `realname:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['profile'],
        summary: 'Real-name verification, level one (name + ID number)',
        body: realNameInputSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const ctx = userContext(request);
      await verifyRealName(ctx, realName, request.body);
      return ok(await getProfile(ctx, { maskPhone: false }));
    },
  );

  app.post(
    '/realname/auth/two',
    {
      schema: {
        tags: ['profile'],
        summary: 'Real-name level two: ID card photos for staff review',
        body: realNameTwoInputSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const ctx = userContext(request);
      await submitRealNameTwo(ctx, request.body);
      return ok(await getProfile(ctx, { maskPhone: false }));
    },
  );
};
