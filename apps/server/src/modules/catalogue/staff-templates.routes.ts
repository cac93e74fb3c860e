/// <reference path="../../plugins/audit.ts" />
import { envelopeSchema } from '@gs/shared/envelope';
import {
  attributeInputSchema,
  choiceCreateSchema,
  choiceUpdateSchema,
  gameIdParamsSchema,
  reorderInputSchema,
  staffAttributeSchema,
  staffChoiceSchema,
  staffTemplateIdParamsSchema,
  staffTemplateSchema,
} from '@gs/shared/staff-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole } from '../../plugins/auth.ts';
import { staffHeroesRoutes } from './staff-heroes.routes.ts';
import {
  addChoice,
  createAttribute,
  getStaffTemplate,
  reorderAttributes,
  reorderChoices,
  updateAttributeOf,
  updateChoiceOf,
} from './staff-templates.service.ts';

/**
 * Staff (owner): a game's attribute template — attributes, their choices, their order — and (registered here too)
 * its heroes and skins. Every change forgets the tenant's cached catalogue, so the storefront sees it at once.
 */
export const staffTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireRole('owner');
  const tags = ['staff'];

  app.get(
    '/staff/catalogue/templates/:gameId',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'A game’s attribute template with every choice, disabled ones included (owner)',
        params: gameIdParamsSchema,
        response: { 200: envelopeSchema(staffTemplateSchema) },
      },
    },
    async (request) => ok(await getStaffTemplate(request.ctx, request.params.gameId)),
  );

  app.post(
    '/staff/catalogue/templates/:gameId/attributes',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Add an attribute at the end of the game’s template (owner)',
        params: gameIdParamsSchema,
        body: attributeInputSchema,
        response: { 200: envelopeSchema(staffAttributeSchema) },
      },
    },
    async (request) => {
      const attribute = await createAttribute(request.ctx, request.params.gameId, request.body);
      request.auditChange = { before: null, after: attribute };
      return ok(attribute);
    },
  );

  app.put(
    '/staff/catalogue/templates/:gameId/order',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Put the game’s attributes in a new order (owner)',
        params: gameIdParamsSchema,
        body: reorderInputSchema,
        response: { 200: envelopeSchema(reorderInputSchema) },
      },
    },
    async (request) => {
      const { before, after } = await reorderAttributes(request.ctx, request.params.gameId, request.body.ids);
      request.auditChange = { before: { ids: before }, after: { ids: after } };
      return ok({ ids: after });
    },
  );

  app.put(
    '/staff/catalogue/attributes/:id',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Replace an attribute, or disable / enable it (owner); its kind is fixed once listings use it',
        params: staffTemplateIdParamsSchema,
        body: attributeInputSchema,
        response: { 200: envelopeSchema(staffAttributeSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateAttributeOf(request.ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.post(
    '/staff/catalogue/attributes/:id/choices',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Add a choice at the end of a single, multiple or level attribute’s list (owner)',
        params: staffTemplateIdParamsSchema,
        body: choiceCreateSchema,
        response: { 200: envelopeSchema(staffChoiceSchema) },
      },
    },
    async (request) => {
      const choice = await addChoice(request.ctx, request.params.id, request.body);
      request.auditChange = { before: null, after: choice };
      return ok(choice);
    },
  );

  app.put(
    '/staff/catalogue/attributes/:id/choices/order',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Put an attribute’s choices in a new order (owner)',
        params: staffTemplateIdParamsSchema,
        body: reorderInputSchema,
        response: { 200: envelopeSchema(reorderInputSchema) },
      },
    },
    async (request) => {
      const { before, after } = await reorderChoices(request.ctx, request.params.id, request.body.ids);
      request.auditChange = { before: { ids: before }, after: { ids: after } };
      return ok({ ids: after });
    },
  );

  app.put(
    '/staff/catalogue/choices/:id',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Rename, disable or enable a choice (owner); listings that have it keep showing it',
        params: staffTemplateIdParamsSchema,
        body: choiceUpdateSchema,
        response: { 200: envelopeSchema(staffChoiceSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateChoiceOf(request.ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  await app.register(staffHeroesRoutes);
};
