/// <reference path="../../plugins/audit.ts" />
import { envelopeSchema } from '@gs/shared/envelope';
import {
  staffDictCreateInputSchema,
  staffDictEntrySchema,
  staffDictInputSchema,
  staffDictListQuerySchema,
  staffDictMissingEntrySchema,
  staffDictPageSchema,
  staffDictTypeSchema,
  staffLabelInputSchema,
  staffLabelListQuerySchema,
  staffLabelPageSchema,
  staffLabelSchema,
} from '@gs/shared/staff-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import {
  createDictEntry,
  createLabel,
  listDictEntries,
  listDictTypes,
  listLabelsForStaff,
  listMissingDictEntries,
  setDictEnabled,
  setLabelEnabled,
  updateDictLabel,
  updateLabelFields,
} from './staff-collections.service.ts';

const tags = ['staff'];

import { registerCollectionRoutes } from './staff-collection-route-shape.ts';

/** Label types and dictionaries of the back office; registered inside staffCatalogueRoutes (owner only). */
export const staffCollectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCollectionRoutes(app, {
    path: '/staff/catalogue/labels',
    item: staffLabelSchema,
    list: {
      summary: "The shop's label types, disabled ones too (owner)",
      query: staffLabelListQuerySchema,
      page: staffLabelPageSchema,
      run: listLabelsForStaff,
    },
    create: {
      summary: 'Add a label type (owner); 409 for a name the shop already has',
      body: staffLabelInputSchema,
      run: createLabel,
    },
    update: {
      summary: "Change a label type's name, colour, description and sort (owner)",
      body: staffLabelInputSchema,
      run: updateLabelFields,
    },
    setEnabled: {
      summary: 'Enable or disable a label type; listings keep its badge (owner)',
      run: setLabelEnabled,
    },
  });

  registerCollectionRoutes(app, {
    path: '/staff/catalogue/dictionaries',
    item: staffDictEntrySchema,
    list: {
      summary: "The shop's dictionary rows of one type (or all), disabled ones too (owner)",
      query: staffDictListQuerySchema,
      page: staffDictPageSchema,
      run: listDictEntries,
    },
    create: {
      summary: 'Add the row of a known key the shop lacks (label checked as on edit); 409 when it has it (owner)',
      body: staffDictCreateInputSchema,
      run: createDictEntry,
    },
    update: {
      summary: "Change a dictionary row's label (trade-fee numbers checked per setting); applies at once (owner)",
      body: staffDictInputSchema,
      run: (ctx, id, body) => updateDictLabel(ctx, id, body.label),
    },
    setEnabled: {
      summary: 'Enable or disable a dictionary row (a disabled trade-fee setting falls back to its default) (owner)',
      run: setDictEnabled,
    },
  });

  app.get(
    '/staff/catalogue/dictionaries/types',
    {
      schema: {
        tags,
        summary: "The shop's dictionary types with their row counts (owner)",
        response: { 200: envelopeSchema(z.array(staffDictTypeSchema)) },
      },
    },
    async (request) => ok(await listDictTypes(request.ctx)),
  );

  app.get(
    '/staff/catalogue/dictionaries/missing',
    {
      schema: {
        tags,
        summary: 'The known dictionary keys the shop has no row for, with the label each starts from (owner)',
        response: { 200: envelopeSchema(z.array(staffDictMissingEntrySchema)) },
      },
    },
    async (request) => ok(await listMissingDictEntries(request.ctx)),
  );
};
