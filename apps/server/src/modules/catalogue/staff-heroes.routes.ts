/// <reference path="../../plugins/audit.ts" />
import { envelopeSchema } from '@gs/shared/envelope';
import {
  gameIdParamsSchema,
  heroInputSchema,
  reorderInputSchema,
  skinInputSchema,
  staffHeroesSchema,
  staffHeroSchema,
  staffSkinSchema,
  staffTemplateIdParamsSchema,
} from '@gs/shared/staff-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole } from '../../plugins/auth.ts';
import {
  createHero,
  createSkin,
  getStaffHeroes,
  reorderHeroes,
  reorderSkins,
  updateHeroOf,
  updateSkinOf,
} from './staff-heroes.service.ts';

/** Staff (owner): a game's heroes and their skins. Nothing is deleted; disabled ones leave the storefront's lists. */
export const staffHeroesRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireRole('owner');
  const tags = ['staff'];

  app.get(
    '/staff/catalogue/heroes/:gameId',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'A game’s heroes with their skins, disabled ones included (owner)',
        params: gameIdParamsSchema,
        response: { 200: envelopeSchema(staffHeroesSchema) },
      },
    },
    async (request) => ok(await getStaffHeroes(request.ctx, request.params.gameId)),
  );

  app.post(
    '/staff/catalogue/heroes/:gameId',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Add a hero at the end of the game’s list (owner)',
        params: gameIdParamsSchema,
        body: heroInputSchema,
        response: { 200: envelopeSchema(staffHeroSchema) },
      },
    },
    async (request) => {
      const hero = await createHero(request.ctx, request.params.gameId, request.body);
      request.auditChange = { before: null, after: hero };
      return ok(hero);
    },
  );

  app.put(
    '/staff/catalogue/heroes/:gameId/order',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Put the game’s heroes in a new order (owner)',
        params: gameIdParamsSchema,
        body: reorderInputSchema,
        response: { 200: envelopeSchema(reorderInputSchema) },
      },
    },
    async (request) => {
      const { before, after } = await reorderHeroes(request.ctx, request.params.gameId, request.body);
      request.auditChange = { before: { ids: before }, after: { ids: after } };
      return ok({ ids: after });
    },
  );

  app.put(
    '/staff/catalogue/hero/:id',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Rename, disable or enable a hero (owner)',
        params: staffTemplateIdParamsSchema,
        body: heroInputSchema,
        response: { 200: envelopeSchema(staffHeroSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateHeroOf(request.ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.post(
    '/staff/catalogue/hero/:id/skins',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Add a skin at the end of the hero’s list (owner)',
        params: staffTemplateIdParamsSchema,
        body: skinInputSchema,
        response: { 200: envelopeSchema(staffSkinSchema) },
      },
    },
    async (request) => {
      const skin = await createSkin(request.ctx, request.params.id, request.body);
      request.auditChange = { before: null, after: skin };
      return ok(skin);
    },
  );

  app.put(
    '/staff/catalogue/hero/:id/skins/order',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Put the hero’s skins in a new order (owner)',
        params: staffTemplateIdParamsSchema,
        body: reorderInputSchema,
        response: { 200: envelopeSchema(reorderInputSchema) },
      },
    },
    async (request) => {
      const { before, after } = await reorderSkins(request.ctx, request.params.id, request.body);
      request.auditChange = { before: { ids: before }, after: { ids: after } };
      return ok({ ids: after });
    },
  );

  app.put(
    '/staff/catalogue/skins/:id',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Replace a skin: name, quality, the choice it is, enabled (owner)',
        params: staffTemplateIdParamsSchema,
        body: skinInputSchema,
        response: { 200: envelopeSchema(staffSkinSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateSkinOf(request.ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );
};
