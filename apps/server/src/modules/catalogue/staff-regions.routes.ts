/// <reference path="../../plugins/audit.ts" />
import { envelopeSchema } from '@gs/shared/envelope';
import {
  staffEnabledInputSchema,
  staffIdParamsSchema,
  staffRegionCreateInputSchema,
  staffRegionNodeSchema,
  staffRegionOrderInputSchema,
  staffRegionRenameInputSchema,
  staffRegionTreeQuerySchema,
  staffRegionTreeSchema,
} from '@gs/shared/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import {
  createRegionNode,
  getRegionTree,
  renameRegionNode,
  reorderRegionChildren,
  setRegionNodeEnabled,
} from './staff-regions.service.ts';

const tags = ['staff'];

/** Region trees of the back office; registered inside staffCatalogueRoutes (owner only). */
export const staffRegionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/catalogue/regions',
    {
      schema: {
        tags,
        summary: "A game's whole region tree, disabled nodes included (owner)",
        querystring: staffRegionTreeQuerySchema,
        response: { 200: envelopeSchema(staffRegionTreeSchema) },
      },
    },
    async (request) => ok(await getRegionTree(request.ctx, request.query.gameId)),
  );

  app.post(
    '/staff/catalogue/regions',
    {
      schema: {
        tags,
        summary: 'Add a node under a parent (or a root), of the kind that follows the parent (owner)',
        body: staffRegionCreateInputSchema,
        response: { 200: envelopeSchema(staffRegionNodeSchema) },
      },
    },
    async (request) => {
      const node = await createRegionNode(request.ctx, request.body);
      request.auditChange = { before: null, after: node };
      return ok(node);
    },
  );

  app.put(
    '/staff/catalogue/regions/order',
    {
      schema: {
        tags,
        summary: "Reorder one parent's children: every child id once, first shown first (owner)",
        body: staffRegionOrderInputSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      request.auditChange = await reorderRegionChildren(request.ctx, request.body);
      return ok(null);
    },
  );

  app.put(
    '/staff/catalogue/regions/:id',
    {
      schema: {
        tags,
        summary: 'Rename a node (and set the key of a system or operator) (owner)',
        params: staffIdParamsSchema,
        body: staffRegionRenameInputSchema,
        response: { 200: envelopeSchema(staffRegionNodeSchema) },
      },
    },
    async (request) => {
      const change = await renameRegionNode(request.ctx, request.params.id, request.body);
      request.auditChange = change;
      return ok(change.after);
    },
  );

  app.put(
    '/staff/catalogue/regions/:id/enabled',
    {
      schema: {
        tags,
        summary: 'Enable or disable a node; disabled, it and its subtree leave pickers and filters (owner)',
        params: staffIdParamsSchema,
        body: staffEnabledInputSchema,
        response: { 200: envelopeSchema(staffRegionNodeSchema) },
      },
    },
    async (request) => {
      const change = await setRegionNodeEnabled(request.ctx, request.params.id, request.body.enabled);
      request.auditChange = change;
      return ok(change.after);
    },
  );
};
