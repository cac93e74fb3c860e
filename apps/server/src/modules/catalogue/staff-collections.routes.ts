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
  staffEnabledInputSchema,
  staffIdParamsSchema,
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

/** Label types and dictionaries of the back office; registered inside staffCatalogueRoutes (owner only). */
export const staffCollectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/catalogue/labels',
    {
      schema: {
        tags,
        summary: "The shop's label types, disabled ones too (owner)",
        querystring: staffLabelListQuerySchema,
        response: { 200: envelopeSchema(staffLabelPageSchema) },
      },
    },
    async (request) => ok(await listLabelsForStaff(request.ctx, request.query)),
  );

  app.post(
    '/staff/catalogue/labels',
    {
      schema: {
        tags,
        summary: 'Add a label type (owner); 409 for a name the shop already has',
        body: staffLabelInputSchema,
        response: { 200: envelopeSchema(staffLabelSchema) },
      },
    },
    async (request) => {
      const label = await createLabel(request.ctx, request.body);
      request.auditChange = { before: null, after: label };
      return ok(label);
    },
  );

  app.put(
    '/staff/catalogue/labels/:id',
    {
      schema: {
        tags,
        summary: "Change a label type's name, colour, description and sort (owner)",
        params: staffIdParamsSchema,
        body: staffLabelInputSchema,
        response: { 200: envelopeSchema(staffLabelSchema) },
      },
    },
    async (request) => {
      const change = await updateLabelFields(request.ctx, request.params.id, request.body);
      request.auditChange = change;
      return ok(change.after);
    },
  );

  app.put(
    '/staff/catalogue/labels/:id/enabled',
    {
      schema: {
        tags,
        summary: 'Enable or disable a label type; listings keep its badge (owner)',
        params: staffIdParamsSchema,
        body: staffEnabledInputSchema,
        response: { 200: envelopeSchema(staffLabelSchema) },
      },
    },
    async (request) => {
      const change = await setLabelEnabled(request.ctx, request.params.id, request.body.enabled);
      request.auditChange = change;
      return ok(change.after);
    },
  );

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
    '/staff/catalogue/dictionaries',
    {
      schema: {
        tags,
        summary: "The shop's dictionary rows of one type (or all), disabled ones too (owner)",
        querystring: staffDictListQuerySchema,
        response: { 200: envelopeSchema(staffDictPageSchema) },
      },
    },
    async (request) => ok(await listDictEntries(request.ctx, request.query)),
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

  app.post(
    '/staff/catalogue/dictionaries',
    {
      schema: {
        tags,
        summary: 'Add the row of a known key the shop lacks (label checked as on edit); 409 when it has it (owner)',
        body: staffDictCreateInputSchema,
        response: { 200: envelopeSchema(staffDictEntrySchema) },
      },
    },
    async (request) => {
      const entry = await createDictEntry(request.ctx, request.body);
      request.auditChange = { before: null, after: entry };
      return ok(entry);
    },
  );

  app.put(
    '/staff/catalogue/dictionaries/:id',
    {
      schema: {
        tags,
        summary: "Change a dictionary row's label (trade-fee numbers checked per setting); applies at once (owner)",
        params: staffIdParamsSchema,
        body: staffDictInputSchema,
        response: { 200: envelopeSchema(staffDictEntrySchema) },
      },
    },
    async (request) => {
      const change = await updateDictLabel(request.ctx, request.params.id, request.body.label);
      request.auditChange = change;
      return ok(change.after);
    },
  );

  app.put(
    '/staff/catalogue/dictionaries/:id/enabled',
    {
      schema: {
        tags,
        summary: 'Enable or disable a dictionary row (a disabled trade-fee setting falls back to its default) (owner)',
        params: staffIdParamsSchema,
        body: staffEnabledInputSchema,
        response: { 200: envelopeSchema(staffDictEntrySchema) },
      },
    },
    async (request) => {
      const change = await setDictEnabled(request.ctx, request.params.id, request.body.enabled);
      request.auditChange = change;
      return ok(change.after);
    },
  );
};
