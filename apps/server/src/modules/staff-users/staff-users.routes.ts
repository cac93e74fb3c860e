/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin: each change is logged as before → after.
import { envelopeSchema } from '@gs/shared/envelope';
import {
  blockUserInputSchema,
  inviteStaffInputSchema,
  setStaffRolesInputSchema,
  staffMemberListSchema,
  staffMemberParamsSchema,
  staffUserDetailSchema,
  staffUserExportQuerySchema,
  staffUserIdParamsSchema,
  staffUserPageSchema,
  staffUserSearchSchema,
  unblockUserInputSchema,
} from '@gs/shared/staff-users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffContext } from '../../lib/context.ts';
import { ok } from '../../lib/envelope.ts';
import { sendTableFile } from '../../lib/table-export.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import {
  blockUser,
  getStaffUser,
  inviteStaff,
  listStaff,
  removeStaff,
  searchStaffUsers,
  setStaffRoles,
  unblockUser,
} from './staff-users.service.ts';
import { exportStaffUsers } from './staff-users-export.ts';

/** The signed-in staff member with the roles the guard let through. */
function staffContext(request: FastifyRequest): StaffContext {
  return { ...userContext(request), roles: request.user?.roles ?? [] };
}

/** Users (operator or owner): search, one user's detail, block and unblock. */
const staffUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('operator', 'owner'));

  app.get(
    '/staff/users',
    {
      schema: {
        tags: ['staff'],
        summary: "The shop's users by id, phone or nickname, paged and sorted on the server (phones masked)",
        querystring: staffUserSearchSchema,
        response: { 200: envelopeSchema(staffUserPageSchema) },
      },
    },
    async (request) => ok(await searchStaffUsers(userContext(request), request.query)),
  );

  app.get(
    '/staff/users/export',
    {
      // The file lists customers: who exported what is kept in the audit log like the orders export.
      config: { auditRead: true },
      schema: {
        tags: ['staff'],
        summary:
          "The shop's users matching the search as a CSV or XLSX file (at most 10,000 rows; phones masked; audited)",
        querystring: staffUserExportQuerySchema,
      },
    },
    async (request, reply) => sendTableFile(reply, await exportStaffUsers(userContext(request), request.query)),
  );

  app.get(
    '/staff/users/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'One user: profile, block, roles, real-name state, wallet sums, recent orders and listings',
        params: staffUserIdParamsSchema,
        response: { 200: envelopeSchema(staffUserDetailSchema) },
      },
    },
    async (request) => ok(await getStaffUser(userContext(request), request.params.id)),
  );

  app.post(
    '/staff/users/:id/block',
    {
      schema: {
        tags: ['staff'],
        summary: 'Block a user with a reason: all their sessions end at once and logging in is refused',
        params: staffUserIdParamsSchema,
        body: blockUserInputSchema,
        response: { 200: envelopeSchema(staffUserDetailSchema) },
      },
    },
    async (request) => {
      const ctx = staffContext(request);
      request.auditChange = await blockUser(ctx, request.params.id, request.body.reason);
      return ok(await getStaffUser(ctx, request.params.id));
    },
  );

  app.post(
    '/staff/users/:id/unblock',
    {
      schema: {
        tags: ['staff'],
        summary: 'Lift a block (the reason is kept in the audit log)',
        params: staffUserIdParamsSchema,
        body: unblockUserInputSchema,
        response: { 200: envelopeSchema(staffUserDetailSchema) },
      },
    },
    async (request) => {
      const ctx = staffContext(request);
      request.auditChange = await unblockUser(ctx, request.params.id);
      return ok(await getStaffUser(ctx, request.params.id));
    },
  );
};

/** Staff (owner only): the shop's staff, invite by phone, set roles, remove. */
const staffMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('owner'));

  app.get(
    '/staff/members',
    {
      schema: {
        tags: ['staff'],
        summary: "The shop's staff with their roles (phones masked)",
        response: { 200: envelopeSchema(staffMemberListSchema) },
      },
    },
    async (request) => ok(await listStaff(userContext(request))),
  );

  app.post(
    '/staff/members',
    {
      schema: {
        tags: ['staff'],
        summary: 'Make an existing user of the shop (by phone) staff with roles (owner, operator, recycler)',
        body: inviteStaffInputSchema,
        response: { 200: envelopeSchema(staffMemberListSchema) },
      },
    },
    async (request) => {
      const ctx = staffContext(request);
      const { change } = await inviteStaff(ctx, request.body);
      request.auditChange = change;
      return ok(await listStaff(ctx));
    },
  );

  app.put(
    '/staff/members/:userId/roles',
    {
      schema: {
        tags: ['staff'],
        summary: "Set a staff member's roles (the last owner and one's own owner role stay)",
        params: staffMemberParamsSchema,
        body: setStaffRolesInputSchema,
        response: { 200: envelopeSchema(staffMemberListSchema) },
      },
    },
    async (request) => {
      const ctx = staffContext(request);
      request.auditChange = await setStaffRoles(ctx, request.params.userId, request.body.roles);
      return ok(await listStaff(ctx));
    },
  );

  app.delete(
    '/staff/members/:userId',
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove a staff member: all their roles go (they stay a user of the shop)',
        params: staffMemberParamsSchema,
        response: { 200: envelopeSchema(staffMemberListSchema) },
      },
    },
    async (request) => {
      const ctx = staffContext(request);
      request.auditChange = await removeStaff(ctx, request.params.userId);
      return ok(await listStaff(ctx));
    },
  );
};

/** Users and staff under /api/staff. */
export async function staffUsersPlugin(api: FastifyInstance): Promise<void> {
  await api.register(staffUsersRoutes);
  await api.register(staffMembersRoutes);
}
