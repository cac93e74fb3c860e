/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin: each draft change and each publication is logged.
import { envelopeSchema } from '@gs/shared/envelope';
import {
  decorationAreaParamsSchema,
  decorationEntryIdParamsSchema,
  decorationEntryInputSchema,
  decorationOrderInputSchema,
  decorationPreviewTokenSchema,
  decorationPublishResultSchema,
  staffDecorationEntrySchema,
  staffDecorationSchema,
} from '@gs/shared/staff-decoration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { createPreviewToken, type PreviewSigner } from './staff-decoration.preview.ts';
import {
  addDraftEntry,
  changeDraftEntry,
  discardDecorationDraft,
  getDraftEntry,
  getStaffDecoration,
  publishDecoration,
  removeDraftEntry,
  reorderDraftArea,
} from './staff-decoration.service.ts';

export interface StaffDecorationRoutesOptions {
  signer: PreviewSigner;
}

const tags = ['staff'];

/** The home page's decoration for operators and owners: edit a draft, preview it on the storefront, publish it. */
export const staffDecorationRoutes: FastifyPluginAsyncZod<StaffDecorationRoutesOptions> = async (staff, { signer }) => {
  staff.addHook('onRequest', requireRole('operator', 'owner'));
  staff.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  staff.get(
    '/staff/decoration',
    {
      schema: {
        tags,
        summary: 'The decoration draft of areas 1–5 (started from the published set), and whether it was changed',
        response: { 200: envelopeSchema(staffDecorationSchema) },
      },
    },
    async (request) => ok(await getStaffDecoration(userContext(request))),
  );

  staff.post(
    '/staff/decoration/entries',
    {
      schema: {
        tags,
        summary: 'Add an entry at the end of its area in the draft',
        body: decorationEntryInputSchema,
        response: { 200: envelopeSchema(staffDecorationEntrySchema) },
      },
    },
    async (request) => {
      const after = await addDraftEntry(userContext(request), request.body);
      request.auditChange = { before: null, after };
      return ok(after);
    },
  );

  staff.put(
    '/staff/decoration/entries/:id',
    {
      schema: {
        tags,
        summary: 'Replace an entry of the draft',
        params: decorationEntryIdParamsSchema,
        body: decorationEntryInputSchema,
        response: { 200: envelopeSchema(staffDecorationEntrySchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getDraftEntry(ctx, request.params.id);
      const after = await changeDraftEntry(ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  staff.delete(
    '/staff/decoration/entries/:id',
    {
      schema: {
        tags,
        summary: 'Remove an entry from the draft',
        params: decorationEntryIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getDraftEntry(ctx, request.params.id);
      await removeDraftEntry(ctx, request.params.id);
      request.auditChange = { before, after: null };
      return ok(null);
    },
  );

  staff.put(
    '/staff/decoration/areas/:area/order',
    {
      schema: {
        tags,
        summary: "Put an area's draft entries in a new order (every entry of the area, once)",
        params: decorationAreaParamsSchema,
        body: decorationOrderInputSchema,
        response: { 200: envelopeSchema(z.array(staffDecorationEntrySchema)) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const draft = await getStaffDecoration(ctx);
      const before = draft.areas.find((entry) => entry.area === request.params.area)?.entries.map((e) => e.id);
      const after = await reorderDraftArea(ctx, request.params.area, request.body.ids);
      request.auditChange = { before, after: after.map((entry) => entry.id) };
      return ok(after);
    },
  );

  staff.post(
    '/staff/decoration/publish',
    {
      schema: {
        tags,
        summary: 'Publish the draft: the storefront shows it at once',
        response: { 200: envelopeSchema(decorationPublishResultSchema) },
      },
    },
    async (request) => {
      const result = await publishDecoration(userContext(request));
      request.auditChange = { before: { entries: result.before }, after: { entries: result.after } };
      return ok(result);
    },
  );

  staff.post(
    '/staff/decoration/discard',
    {
      schema: {
        tags,
        summary: 'Discard the draft: it becomes the published set again',
        response: { 200: envelopeSchema(staffDecorationSchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getStaffDecoration(ctx);
      const after = await discardDecorationDraft(ctx);
      request.auditChange = { before: before.areas, after: after.areas };
      return ok(after);
    },
  );

  staff.get(
    '/staff/decoration/preview-token',
    {
      schema: {
        tags,
        summary: "A 10-minute token for the storefront's ?decorationPreview= to show the draft",
        response: { 200: envelopeSchema(decorationPreviewTokenSchema) },
      },
    },
    async (request) => ok(createPreviewToken(userContext(request), signer)),
  );
};
