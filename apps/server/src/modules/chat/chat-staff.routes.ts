/// <reference path="../../plugins/audit.ts" />
// request.auditChange and config.auditRead are declared by the audit plugin.
import {
  chatConversationParamsSchema,
  chatMessagePageSchema,
  chatMessageParamsSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatReadInputSchema,
  chatReadResultSchema,
  chatSendInputSchema,
  chatTicketSchema,
  easemobSettingsInputSchema,
  easemobSettingsSchema,
  staffChatConversationPageSchema,
  staffChatConversationSchema,
  staffChatInboxQuerySchema,
  staffChatUnreadSchema,
} from '@gs/shared/chat';
import { envelopeSchema } from '@gs/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import { sendPrivateFile } from '../uploads/index.ts';
import {
  type ChatServiceDeps,
  getMessages,
  getStaffConversation,
  issueTicket,
  listStaffInbox,
  markConversationRead,
  readChatImage,
  sendMessage,
  unreadTotal,
} from './chat.service.ts';
import { type EasemobDeps, getEasemobSettings, updateEasemobSettings } from './easemob.ts';

const tags = ['staff'];

export interface ChatStaffRoutesOptions {
  deps: ChatServiceDeps;
  easemob: EasemobDeps;
}

/** Customer service's side: the shop's inbox, threads, replies, read receipts; the owner's Easemob keys. */
export const chatStaffRoutes: FastifyPluginAsyncZod<ChatStaffRoutesOptions> = async (app, { deps, easemob }) => {
  const staff = requireRole('operator', 'owner');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/chat/conversations',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "The shop's conversations: unread first, then newest; filter by unread, kind, user or order number",
        querystring: staffChatInboxQuerySchema,
        response: { 200: envelopeSchema(staffChatConversationPageSchema) },
      },
    },
    async (request) => ok(await listStaffInbox(userContext(request), request.query)),
  );

  app.get(
    '/staff/chat/conversations/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One conversation of the shop',
        params: chatConversationParamsSchema,
        response: { 200: envelopeSchema(staffChatConversationSchema) },
      },
    },
    async (request) => ok(await getStaffConversation(userContext(request), request.params.id)),
  );

  app.get(
    '/staff/chat/conversations/:id/messages',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'A page of messages, oldest first (beforeId / afterId)',
        params: chatConversationParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: envelopeSchema(chatMessagePageSchema) },
      },
    },
    async (request) => ok(await getMessages(userContext(request), 'staff', request.params.id, request.query)),
  );

  app.post(
    '/staff/chat/conversations/:id/messages',
    {
      onRequest: staff,
      config: {
        rateLimit: {
          max: 60,
          timeWindow: 60_000,
          keyGenerator: (request) => `chat-staff-send:${request.tenant?.id ?? 0}:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Reply with a text or a private image',
        params: chatConversationParamsSchema,
        body: chatSendInputSchema,
        response: { 200: envelopeSchema(chatMessageSchema) },
      },
    },
    async (request) => ok(await sendMessage(userContext(request), deps, 'staff', request.params.id, request.body)),
  );

  app.post(
    '/staff/chat/conversations/:id/read',
    {
      onRequest: staff,
      // Opening a conversation marks it read: a read, not a change, so not in the audit log.
      config: { auditSkip: true },
      schema: {
        tags,
        summary: "Mark the user's messages up to an id read",
        params: chatConversationParamsSchema,
        body: chatReadInputSchema,
        response: { 200: envelopeSchema(chatReadResultSchema) },
      },
    },
    async (request) =>
      ok(await markConversationRead(userContext(request), deps, 'staff', request.params.id, request.body.lastReadId)),
  );

  app.get(
    '/staff/chat/unread',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Unread user messages in the shop',
        response: { 200: envelopeSchema(staffChatUnreadSchema) },
      },
    },
    async (request) => ok({ total: await unreadTotal(userContext(request), 'staff') }),
  );

  app.get(
    '/staff/chat/messages/:id/image',
    {
      onRequest: staff,
      // A user's picture may show documents or faces: each look is in the audit log.
      config: { auditRead: true },
      schema: {
        tags,
        summary: "An image message's picture; never cached; audited",
        params: chatMessageParamsSchema,
      },
    },
    async (request, reply) =>
      sendPrivateFile(reply, await readChatImage(userContext(request), deps, 'staff', request.params.id)),
  );

  app.post(
    '/staff/chat/ticket',
    {
      onRequest: staff,
      // A ticket to open the socket changes nothing: not in the audit log.
      config: { auditSkip: true },
      schema: {
        tags,
        summary: "A one-use ticket (60 s) to open the chat WebSocket as the shop's customer service",
        response: { 200: envelopeSchema(chatTicketSchema) },
      },
    },
    async (request) => ok(await issueTicket(userContext(request), 'staff')),
  );

  app.get(
    '/staff/chat/easemob',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags,
        summary: "The shop's Easemob (环信) keys (the secret never: when it was set)",
        response: { 200: envelopeSchema(easemobSettingsSchema) },
      },
    },
    async (request) => ok(await getEasemobSettings(userContext(request))),
  );

  app.put(
    '/staff/chat/easemob',
    {
      onRequest: requireRole('owner'),
      schema: {
        tags,
        summary: 'Set (secret sealed; leave it out to keep the stored one) or switch off the Easemob keys',
        body: easemobSettingsInputSchema,
        response: { 200: envelopeSchema(easemobSettingsSchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const before = await getEasemobSettings(ctx);
      const after = await updateEasemobSettings(ctx, easemob, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );
};
