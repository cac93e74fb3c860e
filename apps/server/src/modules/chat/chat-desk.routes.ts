/// <reference path="../../plugins/audit.ts" />
// request.auditChange is declared by the audit plugin.
import {
  chatAgentListSchema,
  chatAssignInputSchema,
  chatConversationParamsSchema,
  chatQuickReplyInputSchema,
  chatQuickReplyListSchema,
  chatQuickReplyParamsSchema,
  chatQuickReplySchema,
  staffChatConversationSchema,
} from '@gs/shared/chat';
import { envelopeSchema } from '@gs/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRole, userContext } from '../../plugins/auth.ts';
import {
  assignConversation,
  createChatQuickReply,
  deleteChatQuickReply,
  listChatAgents,
  listChatQuickReplies,
  updateChatQuickReply,
} from './chat-desk.service.ts';

const tags = ['staff'];

/**
 * The console's desk tools: who handles a conversation (any agent takes, hands over, unassigns; audited) and the
 * shop's quick replies (every agent reads them, the owner keeps them).
 */
export const chatDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const agent = requireRole('operator', 'owner');
  const owner = requireRole('owner');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/chat/agents',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: "The shop's customer-service staff (owner, operator) a conversation can be handed over to",
        response: { 200: envelopeSchema(chatAgentListSchema) },
      },
    },
    async (request) => ok({ rows: await listChatAgents(userContext(request)) }),
  );

  app.put(
    '/staff/chat/conversations/:id/assignee',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: 'Take, hand over or unassign a conversation, if still handled by `expectedAssigneeUserId` (else 409)',
        params: chatConversationParamsSchema,
        body: chatAssignInputSchema,
        response: { 200: envelopeSchema(staffChatConversationSchema) },
      },
    },
    async (request) => {
      const { before, after } = await assignConversation(userContext(request), request.params.id, request.body);
      request.auditChange = { before: { assignee: before.assignee }, after: { assignee: after.assignee } };
      return ok(after);
    },
  );

  app.get(
    '/staff/chat/quick-replies',
    {
      onRequest: agent,
      schema: {
        tags,
        summary: "The shop's quick replies, oldest first",
        response: { 200: envelopeSchema(chatQuickReplyListSchema) },
      },
    },
    async (request) => ok({ rows: await listChatQuickReplies(userContext(request)) }),
  );

  app.post(
    '/staff/chat/quick-replies',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Add a quick reply (owner; at most 50 a shop)',
        body: chatQuickReplyInputSchema,
        response: { 200: envelopeSchema(chatQuickReplySchema) },
      },
    },
    async (request) => {
      const created = await createChatQuickReply(userContext(request), request.body);
      request.auditChange = { before: null, after: created };
      return ok(created);
    },
  );

  app.put(
    '/staff/chat/quick-replies/:id',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Edit a quick reply (owner)',
        params: chatQuickReplyParamsSchema,
        body: chatQuickReplyInputSchema,
        response: { 200: envelopeSchema(chatQuickReplySchema) },
      },
    },
    async (request) => {
      const { before, after } = await updateChatQuickReply(userContext(request), request.params.id, request.body);
      request.auditChange = { before, after };
      return ok(after);
    },
  );

  app.delete(
    '/staff/chat/quick-replies/:id',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Delete a quick reply (owner)',
        params: chatQuickReplyParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const removed = await deleteChatQuickReply(userContext(request), request.params.id);
      request.auditChange = { before: removed, after: null };
      return ok(null);
    },
  );
};
