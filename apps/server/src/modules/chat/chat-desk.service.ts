import {
  CHAT_QUICK_REPLIES_MAX,
  CHAT_QUICK_REPLY_TEXT_MAX,
  CHAT_QUICK_REPLY_TITLE_MAX,
  type ChatAgent,
  type ChatAssignInput,
  type ChatQuickReply,
  type ChatQuickReplyInput,
  type StaffChatConversation,
} from '@gs/shared/chat';
import { trimInvisible } from '@gs/shared/text';
import type { ChatQuickReplyRow } from '../../db/tables/chat.table.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError, type FieldMessage, notFound } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { getStaffConversation, maskNickName } from './chat.service.ts';
import {
  countQuickReplies,
  deleteQuickReply,
  findQuickReply,
  insertQuickReply,
  isAgent,
  listAgents,
  listQuickReplies,
  lockQuickReplies,
  swapAssignee,
  updateQuickReply,
} from './chat-desk.repository.ts';

/** The shop's customer-service staff (owner, operator), to hand a conversation over to. */
export async function listChatAgents(ctx: UserContext): Promise<ChatAgent[]> {
  const rows = await listAgents(ctx.db, ctx.tenantId);
  return rows.map((row) => ({ userId: row.id, nickName: maskNickName(row.nick_name) }));
}

/**
 * Takes, hands over or unassigns a conversation, if it is still handled by whom the caller saw: the conversation
 * before and after (for the audit log). 404 for a conversation not of the shop, 422 when the new assignee is not an
 * agent of the shop, 409 when someone changed the assignee meanwhile (of two staff taking it at once, one wins).
 */
export async function assignConversation(
  ctx: UserContext,
  conversationId: number,
  input: ChatAssignInput,
): Promise<{ before: StaffChatConversation; after: StaffChatConversation }> {
  const before = await getStaffConversation(ctx, conversationId);
  if (input.assigneeUserId !== null && !(await isAgent(ctx.db, ctx.tenantId, input.assigneeUserId))) {
    throw new AppError(422, 'BUSINESS_RULE', 'chatAssigneeNotAgent', {
      fields: [{ field: 'body.assigneeUserId', messageKey: 'chatAssigneeNotAgent' }],
    });
  }
  const changed = await swapAssignee(ctx.db, ctx.tenantId, conversationId, {
    expected: input.expectedAssigneeUserId,
    assignee: input.assigneeUserId,
    at: ctx.clock.now(),
  });
  if (!changed) throw new AppError(409, 'CONFLICT', 'chatAssignmentChanged');
  return { before, after: await getStaffConversation(ctx, conversationId) };
}

function toQuickReply(row: ChatQuickReplyRow): ChatQuickReply {
  return { id: row.id, title: row.title, text: row.text, updatedAt: row.updated_at.toISOString() };
}

// Lengths as PostgreSQL's char_length counts them (code points), so the checks match the columns'.
const lengthOf = (value: string) => [...value].length;

/** The input trimmed (zero-width characters too); 400 with a sentence per failing field for a blank or too long title or text. */
function normaliseQuickReply(input: ChatQuickReplyInput): { title: string; text: string } {
  const title = trimInvisible(input.title);
  const text = trimInvisible(input.text);
  const fields: FieldMessage[] = [];
  const fail = (field: string, messageKey: MessageKey, max?: number) =>
    fields.push({ field, messageKey, ...(max ? { params: { max } } : {}) });
  if (!title) fail('body.title', 'chatQuickReplyTitleRequired');
  else if (lengthOf(title) > CHAT_QUICK_REPLY_TITLE_MAX)
    fail('body.title', 'chatQuickReplyTitleTooLong', CHAT_QUICK_REPLY_TITLE_MAX);
  if (!text) fail('body.text', 'chatQuickReplyTextRequired');
  else if (lengthOf(text) > CHAT_QUICK_REPLY_TEXT_MAX)
    fail('body.text', 'chatQuickReplyTextTooLong', CHAT_QUICK_REPLY_TEXT_MAX);
  const first = fields[0];
  if (first) {
    throw new AppError(400, 'VALIDATION_FAILED', first.messageKey, {
      ...(first.params ? { params: first.params } : {}),
      fields,
    });
  }
  return { title, text };
}

/** The shop's quick replies, oldest first. */
export async function listChatQuickReplies(ctx: UserContext): Promise<ChatQuickReply[]> {
  return (await listQuickReplies(ctx.db, ctx.tenantId)).map(toQuickReply);
}

/** Adds a quick reply; 400 for a blank or too long title or text, 422 when the shop already keeps the most. */
export async function createChatQuickReply(ctx: UserContext, input: ChatQuickReplyInput): Promise<ChatQuickReply> {
  const values = normaliseQuickReply(input);
  return inTransaction(ctx.db, async (trx) => {
    await lockQuickReplies(trx, ctx.tenantId);
    if ((await countQuickReplies(trx, ctx.tenantId)) >= CHAT_QUICK_REPLIES_MAX) {
      throw new AppError(422, 'BUSINESS_RULE', 'chatQuickReplyLimit', { params: { max: CHAT_QUICK_REPLIES_MAX } });
    }
    return toQuickReply(await insertQuickReply(trx, ctx.tenantId, { ...values, at: ctx.clock.now() }));
  });
}

/** Edits a quick reply: before and after (for the audit log); 400 as on create, 404 for one not of the shop. */
export async function updateChatQuickReply(
  ctx: UserContext,
  id: number,
  input: ChatQuickReplyInput,
): Promise<{ before: ChatQuickReply; after: ChatQuickReply }> {
  const values = normaliseQuickReply(input);
  const before = await findQuickReply(ctx.db, ctx.tenantId, id);
  if (!before) throw notFound('chatQuickReplyNotFound');
  const after = await updateQuickReply(ctx.db, ctx.tenantId, id, { ...values, at: ctx.clock.now() });
  if (!after) throw notFound('chatQuickReplyNotFound');
  return { before: toQuickReply(before), after: toQuickReply(after) };
}

/** Deletes a quick reply: the deleted one (for the audit log); 404 for one not of the shop. */
export async function deleteChatQuickReply(ctx: UserContext, id: number): Promise<ChatQuickReply> {
  const row = await deleteQuickReply(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('chatQuickReplyNotFound');
  return toQuickReply(row);
}
