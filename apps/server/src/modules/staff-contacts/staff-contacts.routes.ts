import { envelopeSchema } from '@gs/shared/envelope';
import {
  checkAccountQuerySchema,
  checkAccountResultSchema,
  staffContactGroupsSchema,
  staffContactIdParamsSchema,
  staffContactInputSchema,
  staffContactListQuerySchema,
  staffContactListSchema,
  staffContactPageSchema,
  staffContactSchema,
} from '@gs/shared/staff-contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole } from '../../plugins/auth.ts';
import {
  checkAccount,
  createStaffContact,
  deleteStaffContact,
  listContactGroups,
  listContactTable,
  listStaffContacts,
  updateStaffContact,
} from './staff-contacts.service.ts';

export interface StaffContactsRoutesOptions {
  /** Checks per visitor IP a minute: enough for a person, too few to enumerate the shop's contacts. */
  checksPerMinute?: number;
}

/** The anti-scam check and the public staff-contact lists; staff keep the list under /staff/staff-contacts. */
export const staffContactsRoutes: FastifyPluginAsyncZod<StaffContactsRoutesOptions> = async (app, options) => {
  app.get(
    '/V2/H5/checkAccount',
    {
      config: {
        rateLimit: {
          max: options.checksPerMinute ?? 20,
          timeWindow: 60_000,
          keyGenerator: (request) => `check-account:${request.tenant?.id ?? 0}:${request.ip}`,
        },
      },
      schema: {
        tags: ['anti-scam'],
        summary:
          'Is this QQ / WeChat / phone one of the shop’s staff? Genuine with name and role, or not ours (rate-limited per IP)',
        querystring: checkAccountQuerySchema,
        response: { 200: envelopeSchema(checkAccountResultSchema) },
      },
    },
    async (request) => ok(await checkAccount(request.ctx, request.query.value)),
  );

  app.get(
    '/check/account/allList',
    {
      schema: {
        tags: ['anti-scam'],
        summary: 'Phone (H5) site: the shop’s public staff contacts grouped by role',
        response: { 200: envelopeSchema(staffContactGroupsSchema) },
      },
    },
    async (request) => ok(await listContactGroups(request.ctx)),
  );

  app.get(
    '/web/checkAccount/allList',
    {
      schema: {
        tags: ['anti-scam'],
        summary: 'Desktop web site: the shop’s public staff contacts as one table, with the count of each kind',
        response: { 200: envelopeSchema(staffContactListSchema) },
      },
    },
    async (request) => ok(await listContactTable(request.ctx)),
  );

  await app.register(staffContactsStaffRoutes);
};

/** Staff: operators read the list, owners change it. */
const staffContactsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = requireRole('owner');

  app.get(
    '/staff/staff-contacts',
    {
      onRequest: requireRole('operator', 'owner'),
      schema: {
        tags: ['staff'],
        summary: 'The shop’s staff contacts (all of them), filtered by kind, role and keyword',
        querystring: staffContactListQuerySchema,
        response: { 200: envelopeSchema(staffContactPageSchema) },
      },
    },
    async (request) => ok(await listStaffContacts(request.ctx, request.query)),
  );

  app.post(
    '/staff/staff-contacts',
    {
      onRequest: owner,
      schema: {
        tags: ['staff'],
        summary: 'Add a staff contact (owner)',
        body: staffContactInputSchema,
        response: { 200: envelopeSchema(staffContactSchema) },
      },
    },
    async (request) => {
      const contact = await createStaffContact(request.ctx, request.body);
      request.auditChange = { before: null, after: contact };
      return ok(contact);
    },
  );

  app.put(
    '/staff/staff-contacts/:id',
    {
      onRequest: owner,
      schema: {
        tags: ['staff'],
        summary: 'Replace a staff contact (owner)',
        params: staffContactIdParamsSchema,
        body: staffContactInputSchema,
        response: { 200: envelopeSchema(staffContactSchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateStaffContact(request.ctx, request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.delete(
    '/staff/staff-contacts/:id',
    {
      onRequest: owner,
      schema: {
        tags: ['staff'],
        summary: 'Remove a staff contact (owner); from then on it checks as not ours',
        params: staffContactIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteStaffContact(request.ctx, request.params.id);
      request.auditChange = { before: removed, after: null };
      return ok(null);
    },
  );
};
