import {
  CHAT_SEND_PER_MINUTE,
  chatConversationListSchema,
  chatConversationParamsSchema,
  chatConversationSchema,
  chatIdentitySchema,
  chatMessagePageSchema,
  chatMessageParamsSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatOrderParamsSchema,
  chatReadInputSchema,
  chatReadResultSchema,
  chatSendInputSchema,
  chatTicketSchema,
  chatUnreadSchema,
} from '@gs/shared/chat';
import { envelopeSchema } from '@gs/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser, userContext } from '../../plugins/auth.ts';
import { sendPrivateFile } from '../uploads/index.ts';
import {
  type ChatServiceDeps,
  getMessages,
  issueTicket,
  listMyConversations,
  markConversationRead,
  openGeneralConversation,
  openOrderConversation,
  readChatImage,
  sendMessage,
  unreadTotal,
} from './chat.service.ts';
import { type EasemobDeps, getEasemobIdentity } from './easemob.ts';

const tags = ['chat'];

export interface ChatRoutesOptions {
  deps: ChatServiceDeps;
  easemob: EasemobDeps;
  sendPerMinute?: number;
}

/** The user's side of the chat: identity, conversations, messages, sending, read receipts, the WebSocket ticket. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, { deps, easemob, sendPerMinute }) => {
  app.addHook('preHandler', requireUser);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/other/getOtherUserHX',
    {
      schema: {
        tags,
        summary: "The user's chat identity: the built-in chat, or Easemob (环信) credentials when the shop set them",
        response: { 200: envelopeSchema(chatIdentitySchema) },
      },
    },
    async (request) => {
      const ctx = userContext(request);
      const external = await getEasemobIdentity(ctx, easemob);
      if (external) return ok(external);
      return ok({ provider: 'builtin' as const, userId: ctx.userId, unread: await unreadTotal(ctx, 'user') });
    },
  );

  app.get(
    '/chat/conversations',
    {
      schema: {
        tags,
        summary: "The user's conversations, newest first, with unread counts",
        response: { 200: envelopeSchema(chatConversationListSchema) },
      },
    },
    async (request) => ok({ rows: await listMyConversations(userContext(request)) }),
  );

  app.get(
    '/chat/conversations/general',
    {
      schema: {
        tags,
        summary: 'The general conversation with customer service (opened when new)',
        response: { 200: envelopeSchema(chatConversationSchema) },
      },
    },
    async (request) => ok(await openGeneralConversation(userContext(request))),
  );

  app.get(
    '/chat/conversations/order/:orderId',
    {
      schema: {
        tags,
        summary: "An order's conversation with customer service, for its buyer or seller only (opened when new)",
        params: chatOrderParamsSchema,
        response: { 200: envelopeSchema(chatConversationSchema) },
      },
    },
    async (request) => ok(await openOrderConversation(userContext(request), request.params.orderId)),
  );

  app.get(
    '/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of messages, oldest first: the newest by default, older with beforeId, newer with afterId',
        params: chatConversationParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: envelopeSchema(chatMessagePageSchema) },
      },
    },
    async (request) => ok(await getMessages(userContext(request), 'user', request.params.id, request.query)),
  );

  app.post(
    '/chat/conversations/:id/messages',
    {
      config: {
        rateLimit: {
          max: sendPerMinute ?? CHAT_SEND_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `chat-send:${request.tenant?.id ?? 0}:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Send a text (≤ 2000 characters) or a private image (rate-limited per user)',
        params: chatConversationParamsSchema,
        body: chatSendInputSchema,
        response: { 200: envelopeSchema(chatMessageSchema) },
      },
    },
    async (request) => ok(await sendMessage(userContext(request), deps, 'user', request.params.id, request.body)),
  );

  app.post(
    '/chat/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark the messages up to an id read (read receipts for customer service)',
        params: chatConversationParamsSchema,
        body: chatReadInputSchema,
        response: { 200: envelopeSchema(chatReadResultSchema) },
      },
    },
    async (request) =>
      ok(await markConversationRead(userContext(request), deps, 'user', request.params.id, request.body.lastReadId)),
  );

  app.get(
    '/chat/unread',
    {
      schema: {
        tags,
        summary: 'Unread customer-service messages (the header badge)',
        response: { 200: envelopeSchema(chatUnreadSchema) },
      },
    },
    async (request) => ok({ total: await unreadTotal(userContext(request), 'user') }),
  );

  app.get(
    '/chat/messages/:id/image',
    {
      schema: {
        tags,
        summary: "An image message's picture, for the conversation's user only; never cached",
        params: chatMessageParamsSchema,
      },
    },
    async (request, reply) =>
      sendPrivateFile(reply, await readChatImage(userContext(request), deps, 'user', request.params.id)),
  );

  app.post(
    '/chat/ticket',
    {
      config: {
        rateLimit: {
          max: 30,
          timeWindow: 60_000,
          keyGenerator: (request) => `chat-ticket:${request.tenant?.id ?? 0}:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'A one-use ticket (60 s) to open the chat WebSocket (GET /api/chat/ws?ticket=)',
        response: { 200: envelopeSchema(chatTicketSchema) },
      },
    },
    async (request) => ok(await issueTicket(userContext(request), 'user')),
  );
};
