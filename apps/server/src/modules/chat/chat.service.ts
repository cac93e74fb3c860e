import { createHash, randomBytes } from 'node:crypto';
import type {
  ChatConversation,
  ChatMessage,
  ChatMessagePage,
  ChatMessagesQuery,
  ChatSendInput,
  ChatSide,
  ChatTicket,
  StaffChatConversation,
  StaffChatInboxQuery,
  staffChatInboxQuerySchema,
} from '@gs/shared/chat';
import { trimInvisible } from '@gs/shared/text';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/tables/chat.table.ts';
import { inTransaction, whenCommitted } from '../../db/transaction.ts';
import type { UserContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  assertOwnPrivateUpload,
  type PrivateFile,
  type PrivateUploads,
  readPrivateUploadByRef,
} from '../uploads/index.ts';
import {
  type ConversationListRow,
  consumeTicket,
  deleteExpiredTickets,
  findConversation,
  findMessage,
  findMessagesByIds,
  findOrderParties,
  findUserBrief,
  type InboxRow,
  insertMessage,
  insertTicket,
  listInbox,
  listMessages,
  listUserConversations,
  markRead,
  openConversation,
  staffUnreadTotal,
  userUnreadTotal,
} from './chat.repository.ts';
import type { ChatBus } from './chat-bus.ts';

/** What the chat services need besides the request context. */
export interface ChatServiceDeps {
  bus: ChatBus;
  privateUploads: PrivateUploads;
}

export const TICKET_TTL_MS = 60_000;

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    side: row.sender_side,
    kind: row.kind,
    text: row.kind === 'text' ? row.text : '',
    createdAt: row.created_at.toISOString(),
  };
}

function toConversation(row: ConversationListRow, reader: ChatSide, last: ChatMessageRow | null): ChatConversation {
  return {
    id: row.id,
    kind: row.kind,
    orderId: row.order_id,
    orderNo: row.order_no,
    lastMessage: last ? toChatMessage(last) : null,
    unread: reader === 'user' ? row.user_unread : row.staff_unread,
    peerLastReadId: reader === 'user' ? row.staff_last_read_id : row.user_last_read_id,
  };
}

async function lastMessagesOf(ctx: UserContext, rows: ConversationListRow[]) {
  const ids = rows.map((row) => row.last_message_id).filter((id): id is number => id !== null);
  const messages = await findMessagesByIds(ctx.db, ctx.tenantId, ids);
  return new Map(messages.map((message) => [message.id, message]));
}

/** The signed-in user's conversation by id; 404 for another user's (or another shop's), as if absent. */
async function ownConversation(ctx: UserContext, id: number): Promise<ConversationListRow> {
  const row = await findConversation(ctx.db, ctx.tenantId, id);
  if (!row || row.user_id !== ctx.userId) throw notFound('chatConversationNotFound');
  return row;
}

async function shopConversation(ctx: UserContext, id: number): Promise<ConversationListRow> {
  const row = await findConversation(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('chatConversationNotFound');
  return row;
}

const conversationOf = (ctx: UserContext, side: ChatSide, id: number) =>
  side === 'user' ? ownConversation(ctx, id) : shopConversation(ctx, id);

async function answerConversation(ctx: UserContext, row: ConversationListRow, reader: ChatSide) {
  const last = await lastMessagesOf(ctx, [row]);
  return toConversation(row, reader, row.last_message_id ? (last.get(row.last_message_id) ?? null) : null);
}

/** The user's conversations, newest first, with unread counts. */
export async function listMyConversations(ctx: UserContext): Promise<ChatConversation[]> {
  const rows = await listUserConversations(ctx.db, ctx.tenantId, ctx.userId);
  const last = await lastMessagesOf(ctx, rows);
  return rows.map((row) =>
    toConversation(row, 'user', row.last_message_id ? (last.get(row.last_message_id) ?? null) : null),
  );
}

/** Opens (creating when new) the user's general conversation. */
export async function openGeneralConversation(ctx: UserContext): Promise<ChatConversation> {
  const id = await openConversation(ctx.db, ctx.tenantId, ctx.userId, null, ctx.clock.now());
  return answerConversation(ctx, await ownConversation(ctx, id), 'user');
}

/** Opens the user's conversation about an order; 404 unless the user is the order's buyer or seller. */
export async function openOrderConversation(ctx: UserContext, orderId: number): Promise<ChatConversation> {
  const order = await findOrderParties(ctx.db, ctx.tenantId, orderId);
  if (!order || (order.buyer_user_id !== ctx.userId && order.seller_user_id !== ctx.userId)) {
    throw notFound('chatOrderNotYours');
  }
  const id = await openConversation(ctx.db, ctx.tenantId, ctx.userId, orderId, ctx.clock.now());
  return answerConversation(ctx, await ownConversation(ctx, id), 'user');
}

/** A page of a conversation's messages for its user (side user) or the shop's staff (side staff). */
export async function getMessages(
  ctx: UserContext,
  side: ChatSide,
  conversationId: number,
  query: ChatMessagesQuery,
): Promise<ChatMessagePage> {
  const conversation = await conversationOf(ctx, side, conversationId);
  const page = await listMessages(ctx.db, ctx.tenantId, conversation.id, query);
  return {
    rows: page.rows.map(toChatMessage),
    hasMore: page.hasMore,
    peerLastReadId: side === 'user' ? conversation.staff_last_read_id : conversation.user_last_read_id,
  };
}

/**
 * Sends a text or an image (the sender's own private upload for the chat) into a conversation, then tells every
 * instance (after the commit, so each reads the row back). 400 for a blank text, 404 for a conversation not seen.
 */
export async function sendMessage(
  ctx: UserContext,
  deps: ChatServiceDeps,
  side: ChatSide,
  conversationId: number,
  input: ChatSendInput,
): Promise<ChatMessage> {
  const conversation = await conversationOf(ctx, side, conversationId);
  let text = '';
  let imageRef: string | null = null;
  if ('text' in input) {
    // Zero-width characters alone show as an empty bubble: blank like whitespace.
    text = trimInvisible(input.text);
    if (text.length === 0) throw new AppError(400, 'VALIDATION_FAILED', 'chatTextBlank');
  } else {
    await assertOwnPrivateUpload(ctx, input.imageRef, 'chat');
    imageRef = input.imageRef;
  }
  const row = await inTransaction(ctx.db, (trx) =>
    insertMessage(trx, {
      tenantId: ctx.tenantId,
      conversationId: conversation.id,
      senderUserId: ctx.userId,
      side,
      kind: imageRef ? 'image' : 'text',
      text,
      imageRef,
      at: ctx.clock.now(),
    }),
  );
  // Listeners read the message by its id: a staff reply's event waits for the reply's commit.
  await whenCommitted(ctx.db, () =>
    deps.bus.publish({
      type: 'message',
      tenantId: ctx.tenantId,
      conversationId: conversation.id,
      userId: conversation.user_id,
      id: row.id,
    }),
  );
  return toChatMessage(row);
}

/** Moves the reader's read pointer forward and tells the other side (read receipts); answers the pointer. */
export async function markConversationRead(
  ctx: UserContext,
  deps: ChatServiceDeps,
  side: ChatSide,
  conversationId: number,
  lastReadId: number,
): Promise<{ lastReadId: number }> {
  const conversation = await conversationOf(ctx, side, conversationId);
  const result = await markRead(ctx.db, ctx.tenantId, conversation.id, side, lastReadId);
  if (result.changed) {
    await whenCommitted(ctx.db, () =>
      deps.bus.publish({
        type: 'read',
        tenantId: ctx.tenantId,
        conversationId: conversation.id,
        userId: conversation.user_id,
        id: result.lastReadId,
        side,
      }),
    );
  }
  return { lastReadId: result.lastReadId };
}

/** Unread messages for the header badge (user) or the inbox badge (staff: the whole shop's). */
export function unreadTotal(ctx: UserContext, side: ChatSide): Promise<number> {
  return side === 'user' ? userUnreadTotal(ctx.db, ctx.tenantId, ctx.userId) : staffUnreadTotal(ctx.db, ctx.tenantId);
}

/** An image message's picture in clear, for a conversation the caller may see; 404 otherwise. */
export async function readChatImage(
  ctx: UserContext,
  deps: ChatServiceDeps,
  side: ChatSide,
  messageId: number,
): Promise<PrivateFile> {
  const message = await findMessage(ctx.db, ctx.tenantId, messageId);
  if (!message?.image_ref || (side === 'user' && message.conversation_user_id !== ctx.userId)) {
    throw notFound('notFound');
  }
  const file = await readPrivateUploadByRef(ctx, deps.privateUploads, message.image_ref);
  if (!file) throw notFound('notFound');
  return file;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A one-use WebSocket ticket for the signed-in user (staff side: the route guards the role), valid 60 s. */
export async function issueTicket(ctx: UserContext, side: ChatSide): Promise<ChatTicket> {
  const now = ctx.clock.now();
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  await deleteExpiredTickets(ctx.db, new Date(now.getTime() - TICKET_TTL_MS));
  await insertTicket(ctx.db, {
    tenantId: ctx.tenantId,
    tokenHash: hashTicket(ticket),
    userId: ctx.userId,
    side,
    expiresAt,
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
}

/** Uses a ticket: its user and side, or null when unknown, used, expired or of another shop. */
export async function redeemTicket(
  db: Db,
  tenantId: number,
  ticket: string,
  now: Date,
): Promise<{ userId: number; side: ChatSide } | null> {
  const row = await consumeTicket(db, tenantId, hashTicket(ticket), now);
  return row ? { userId: row.user_id, side: row.side } : null;
}

function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** A nickname as staff lists show it: a default nickname is the phone number, masked like the phone. */
export function maskNickName(nickName: string): string {
  return /^\d{11}$/.test(nickName) ? maskPhone(nickName) : nickName;
}

export function toStaffConversation(row: InboxRow, last: ChatMessageRow | null): StaffChatConversation {
  return {
    ...toConversation(row, 'staff', last),
    userId: row.user_id,
    userNickName: maskNickName(row.nick_name),
    userPhone: maskPhone(row.phone),
    lastMessageAt: row.last_message_at ? row.last_message_at.toISOString() : null,
    assignee:
      row.assignee_user_id === null
        ? null
        : { userId: row.assignee_user_id, nickName: maskNickName(row.assignee_nick_name ?? '') },
  };
}

/** The shop's inbox: conversations with messages, unread first, filtered. */
export async function listStaffInbox(
  ctx: UserContext,
  query: z.output<typeof staffChatInboxQuerySchema>,
): Promise<{ rows: StaffChatConversation[]; total: number; pageNum: number; pageSize: number }> {
  const page = await listInbox(
    ctx.db,
    ctx.tenantId,
    {
      unreadOnly: query.unreadOnly,
      kind: query.kind,
      keyword: query.keyword || undefined,
      assigneeUserId: query.assignee === 'mine' ? ctx.userId : query.assignee === 'unassigned' ? null : undefined,
    },
    { pageNum: query.pageNum, pageSize: query.pageSize },
  );
  const last = await lastMessagesOf(ctx, page.rows);
  return {
    rows: page.rows.map((row) =>
      toStaffConversation(row, row.last_message_id ? (last.get(row.last_message_id) ?? null) : null),
    ),
    total: page.total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** One conversation of the shop for staff (the inbox's drawer). */
export async function getStaffConversation(ctx: UserContext, id: number): Promise<StaffChatConversation> {
  const row = await shopConversation(ctx, id);
  const user = await findUserBrief(ctx.db, ctx.tenantId, row.user_id);
  const last = await lastMessagesOf(ctx, [row]);
  return toStaffConversation({ ...row, ...user }, row.last_message_id ? (last.get(row.last_message_id) ?? null) : null);
}

export type { StaffChatInboxQuery };
