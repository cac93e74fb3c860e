import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChatConversationRow, ChatMessageRow, ChatSideColumn } from '../../db/tables/chat.table.ts';

/** A conversation row with what lists show beside it: the order number and the unread counts of both sides. */
export type ConversationListRow = ChatConversationRow & {
  order_no: string | null;
  user_unread: number;
  staff_unread: number;
  /** The assignee's nickname (staff lists only show it). */
  assignee_nick_name: string | null;
};

const unreadFor = (reader: ChatSideColumn) => {
  const writer = reader === 'user' ? 'staff' : 'user';
  const readColumn = reader === 'user' ? 'c.user_last_read_id' : 'c.staff_last_read_id';
  return sql<number>`(
    SELECT count(*)::int FROM chat_messages m
    WHERE m.tenant_id = c.tenant_id AND m.conversation_id = c.id AND m.sender_side = ${writer}
      AND m.id > ${sql.ref(readColumn)})`;
};

function conversationsWithCounts(db: Db, tenantId: number) {
  return db
    .selectFrom('chat_conversations as c')
    .leftJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'c.tenant_id').onRef('o.id', '=', 'c.order_id'))
    .leftJoin('users as a', (join) =>
      join.onRef('a.tenant_id', '=', 'c.tenant_id').onRef('a.id', '=', 'c.assignee_user_id'),
    )
    .selectAll('c')
    .select(['o.order_no', 'a.nick_name as assignee_nick_name'])
    .select(unreadFor('user').as('user_unread'))
    .select(unreadFor('staff').as('staff_unread'))
    .where('c.tenant_id', '=', tenantId);
}

export function findConversation(db: Db, tenantId: number, id: number): Promise<ConversationListRow | undefined> {
  return conversationsWithCounts(db, tenantId).where('c.id', '=', id).executeTakeFirst();
}

/** The conversation of a user of this kind (and order), created when missing; safe against a concurrent open. */
export async function openConversation(
  db: Db,
  tenantId: number,
  userId: number,
  orderId: number | null,
  now: Date,
): Promise<number> {
  await sql`
    INSERT INTO chat_conversations (tenant_id, user_id, kind, order_id, created_at)
    VALUES (${tenantId}, ${userId}, ${orderId === null ? 'general' : 'order'}, ${orderId}, ${now})
    ON CONFLICT (tenant_id, user_id, kind, COALESCE(order_id, 0)) DO NOTHING`.execute(db);
  const row = await db
    .selectFrom('chat_conversations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('kind', '=', orderId === null ? 'general' : 'order')
    .where((eb) => (orderId === null ? eb('order_id', 'is', null) : eb('order_id', '=', orderId)))
    .executeTakeFirstOrThrow();
  return row.id;
}

export function listUserConversations(db: Db, tenantId: number, userId: number): Promise<ConversationListRow[]> {
  return conversationsWithCounts(db, tenantId)
    .where('c.user_id', '=', userId)
    .orderBy(sql`c.last_message_at DESC NULLS LAST`)
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute();
}

export interface InboxFilter {
  unreadOnly?: boolean | undefined;
  kind?: 'general' | 'order' | undefined;
  keyword?: string | undefined;
  /** Only the conversations this staff member handles, or (null) nobody handles; all when undefined. */
  assigneeUserId?: number | null | undefined;
}

export type InboxRow = ConversationListRow & { nick_name: string; phone: string };

/** The shop's conversations with a message, those with unread user messages first, newest first. */
export async function listInbox(
  db: Db,
  tenantId: number,
  filter: InboxFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  let query = db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 'c.tenant_id').onRef('u.id', '=', 'c.user_id'))
    .leftJoin('orders as o', (join) => join.onRef('o.tenant_id', '=', 'c.tenant_id').onRef('o.id', '=', 'c.order_id'))
    .leftJoin('users as a', (join) =>
      join.onRef('a.tenant_id', '=', 'c.tenant_id').onRef('a.id', '=', 'c.assignee_user_id'),
    )
    .where('c.tenant_id', '=', tenantId)
    .where('c.last_message_id', 'is not', null);
  if (filter.kind) query = query.where('c.kind', '=', filter.kind);
  if (filter.assigneeUserId === null) query = query.where('c.assignee_user_id', 'is', null);
  else if (filter.assigneeUserId !== undefined) query = query.where('c.assignee_user_id', '=', filter.assigneeUserId);
  if (filter.unreadOnly) query = query.where(unreadFor('staff'), '>', 0);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('u.nick_name', 'ilike', like), eb('u.phone', 'like', like), eb('o.order_no', 'like', like)]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .selectAll('c')
      .select(['o.order_no', 'u.nick_name', 'u.phone', 'a.nick_name as assignee_nick_name'])
      .select(unreadFor('user').as('user_unread'))
      .select(unreadFor('staff').as('staff_unread'))
      .orderBy(sql`(${unreadFor('staff')} > 0)`, 'desc')
      .orderBy(sql`c.last_message_at DESC NULLS LAST`)
      .orderBy('c.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A page of a conversation's messages, oldest first (limit + 1 rows fetched to tell whether more exist). */
export async function listMessages(
  db: Db,
  tenantId: number,
  conversationId: number,
  options: { beforeId?: number | undefined; afterId?: number | undefined; limit: number },
): Promise<{ rows: ChatMessageRow[]; hasMore: boolean }> {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId);
  if (options.afterId !== undefined) {
    const rows = await query
      .where('id', '>', options.afterId)
      .orderBy('id', 'asc')
      .limit(options.limit + 1)
      .execute();
    return { rows: rows.slice(0, options.limit), hasMore: rows.length > options.limit };
  }
  if (options.beforeId !== undefined) query = query.where('id', '<', options.beforeId);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  return { rows: rows.slice(0, options.limit).reverse(), hasMore: rows.length > options.limit };
}

export interface NewMessage {
  tenantId: number;
  conversationId: number;
  senderUserId: number;
  side: ChatSideColumn;
  kind: 'text' | 'image';
  text: string;
  imageRef: string | null;
  at: Date;
}

/**
 * Inserts a message and moves the conversation's newest-message pointer (the sender has read up to it). Callers run
 * it in a transaction: the per-shop advisory lock makes ids commit in increasing order within the shop.
 */
export async function insertMessage(db: Db, message: NewMessage): Promise<ChatMessageRow> {
  await sql`SELECT pg_advisory_xact_lock(${CHAT_LOCK_CLASS}, ${message.tenantId}::int)`.execute(db);
  const row = await db
    .insertInto('chat_messages')
    .values({
      tenant_id: message.tenantId,
      conversation_id: message.conversationId,
      sender_user_id: message.senderUserId,
      sender_side: message.side,
      kind: message.kind,
      text: message.text,
      image_ref: message.imageRef,
      created_at: message.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const readColumn = message.side === 'user' ? 'user_last_read_id' : 'staff_last_read_id';
  await db
    .updateTable('chat_conversations')
    .set({ last_message_id: row.id, last_message_at: message.at, [readColumn]: row.id })
    .where('tenant_id', '=', message.tenantId)
    .where('id', '=', message.conversationId)
    .execute();
  return row;
}

// The advisory-lock "class" of chat inserts (pg_advisory_xact_lock(int, int)): the shop id is the second key.
const CHAT_LOCK_CLASS = 1_300_013;

/** Moves a side's read pointer forward (never back, never past the newest message); answers the new pointer. */
export async function markRead(
  db: Db,
  tenantId: number,
  conversationId: number,
  side: ChatSideColumn,
  lastReadId: number,
): Promise<{ changed: boolean; lastReadId: number }> {
  const column = side === 'user' ? 'user_last_read_id' : 'staff_last_read_id';
  const updated = await sql<{ value: number }>`
    UPDATE chat_conversations
    SET ${sql.ref(column)} = LEAST(${lastReadId}::bigint, COALESCE(last_message_id, 0))
    WHERE tenant_id = ${tenantId} AND id = ${conversationId}
      AND ${sql.ref(column)} < LEAST(${lastReadId}::bigint, COALESCE(last_message_id, 0))
    RETURNING ${sql.ref(column)} AS value`.execute(db);
  const row = updated.rows[0];
  if (row) return { changed: true, lastReadId: Number(row.value) };
  const current = await db
    .selectFrom('chat_conversations')
    .select(column)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return { changed: false, lastReadId: current ? Number(current[column]) : 0 };
}

export async function userUnreadTotal(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM chat_messages m
    JOIN chat_conversations c ON c.tenant_id = m.tenant_id AND c.id = m.conversation_id
    WHERE c.tenant_id = ${tenantId} AND c.user_id = ${userId} AND m.sender_side = 'staff'
      AND m.id > c.user_last_read_id`.execute(db);
  return row.rows[0]?.total ?? 0;
}

export async function staffUnreadTotal(db: Db, tenantId: number): Promise<number> {
  const row = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM chat_messages m
    JOIN chat_conversations c ON c.tenant_id = m.tenant_id AND c.id = m.conversation_id
    WHERE c.tenant_id = ${tenantId} AND m.sender_side = 'user' AND m.id > c.staff_last_read_id`.execute(db);
  return row.rows[0]?.total ?? 0;
}

/**
 * The shop's messages after an id, oldest first, each with its conversation's user; only one user's conversations
 * when `userId` is given, and none above `upToId` when given.
 */
export function listMessagesAfter(
  db: Db,
  tenantId: number,
  options: { afterId: number; upToId?: number; userId?: number; limit: number },
): Promise<(ChatMessageRow & { conversation_user_id: number })[]> {
  let query = db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', (join) =>
      join.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.conversation_id'),
    )
    .selectAll('m')
    .select('c.user_id as conversation_user_id')
    .where('m.tenant_id', '=', tenantId)
    .where('m.id', '>', options.afterId);
  if (options.upToId !== undefined) query = query.where('m.id', '<=', options.upToId);
  if (options.userId !== undefined) query = query.where('c.user_id', '=', options.userId);
  return query.orderBy('m.id', 'asc').limit(options.limit).execute();
}

export async function newestMessageId(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** A message with the user its conversation belongs to (who may see it live). */
export function findMessage(
  db: Db,
  tenantId: number,
  id: number,
): Promise<(ChatMessageRow & { conversation_user_id: number }) | undefined> {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', (join) =>
      join.onRef('c.tenant_id', '=', 'm.tenant_id').onRef('c.id', '=', 'm.conversation_id'),
    )
    .selectAll('m')
    .select('c.user_id as conversation_user_id')
    .where('m.tenant_id', '=', tenantId)
    .where('m.id', '=', id)
    .executeTakeFirst();
}

export function findOrderParties(db: Db, tenantId: number, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['buyer_user_id', 'seller_user_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .executeTakeFirst();
}

export async function insertTicket(
  db: Db,
  ticket: { tenantId: number; tokenHash: string; userId: number; side: ChatSideColumn; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('chat_tickets')
    .values({
      tenant_id: ticket.tenantId,
      token_hash: ticket.tokenHash,
      user_id: ticket.userId,
      side: ticket.side,
      expires_at: ticket.expiresAt,
    })
    .execute();
}

/** Uses a ticket once: answers its user and side when it was unused and unexpired at `now`. */
export function consumeTicket(db: Db, tenantId: number, tokenHash: string, now: Date) {
  return db
    .updateTable('chat_tickets')
    .set({ used_at: now })
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'side'])
    .executeTakeFirst();
}

/** Forgets tickets that expired before `before` (used or not). */
export async function deleteExpiredTickets(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('chat_tickets').where('expires_at', '<', before).execute();
}

export function findEasemobSettings(db: Db, tenantId: number) {
  return db.selectFrom('chat_easemob_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function saveEasemobSettings(
  db: Db,
  tenantId: number,
  values: { orgName: string; appName: string; clientId: string; sealedSecret: string | null; at: Date },
): Promise<void> {
  const base = {
    org_name: values.orgName,
    app_name: values.appName,
    client_id: values.clientId,
    updated_at: values.at,
  };
  const secret =
    values.sealedSecret === null ? {} : { client_secret_sealed: values.sealedSecret, secret_set_at: values.at };
  if (values.sealedSecret === null) {
    await db.updateTable('chat_easemob_settings').set(base).where('tenant_id', '=', tenantId).execute();
    return;
  }
  await db
    .insertInto('chat_easemob_settings')
    .values({ tenant_id: tenantId, ...base, client_secret_sealed: values.sealedSecret, secret_set_at: values.at })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...base, ...secret }))
    .execute();
}

export async function deleteEasemobSettings(db: Db, tenantId: number): Promise<void> {
  await db.deleteFrom('chat_easemob_settings').where('tenant_id', '=', tenantId).execute();
}

export function findMessagesByIds(db: Db, tenantId: number, ids: number[]): Promise<ChatMessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('chat_messages').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
}

export function findUserBrief(db: Db, tenantId: number, userId: number) {
  return db
    .selectFrom('users')
    .select(['nick_name', 'phone'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function conversationHasMessages(db: Db, tenantId: number, conversationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('conversation_id', '=', conversationId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}
