import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FeedbackThreadsTable } from '../../db/tables/feedback.table.ts';

type Category = FeedbackThreadsTable['category'];
type Status = 'open' | 'answered' | 'closed';
/** The staff inbox's filters: one status, one category, or both. */
type InboxFilter = { status?: Status | undefined; category?: Category | undefined };

const threadColumns = [
  't.id',
  't.user_id',
  't.category',
  't.status',
  't.contact',
  't.created_at',
  't.last_activity_at',
  't.last_staff_reply_at',
  't.user_read_at',
] as const;

// The first message cut to 120 characters and the number of messages, for list rows.
const excerptOf = sql<string>`(
  SELECT left(m.text, 120) FROM feedback_messages m
  WHERE m.tenant_id = t.tenant_id AND m.thread_id = t.id ORDER BY m.id LIMIT 1)`;
const messageCountOf = sql<number>`(
  SELECT count(*)::int FROM feedback_messages m WHERE m.tenant_id = t.tenant_id AND m.thread_id = t.id)`;

/** Opens a thread for the user; answers its id. */
export function insertThread(
  db: Db,
  tenantId: number,
  thread: { userId: number; category: Category; contact: string | null; at: Date },
) {
  return db
    .insertInto('feedback_threads')
    .values({
      tenant_id: tenantId,
      user_id: thread.userId,
      category: thread.category,
      contact: thread.contact,
      created_at: thread.at,
      last_activity_at: thread.at,
      user_read_at: thread.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Appends a message to a thread. */
export function insertMessage(
  db: Db,
  tenantId: number,
  message: {
    threadId: number;
    author: 'user' | 'staff';
    authorUserId: number;
    text: string;
    images: string[];
    at: Date;
  },
) {
  return db
    .insertInto('feedback_messages')
    .values({
      tenant_id: tenantId,
      thread_id: message.threadId,
      author: message.author,
      author_user_id: message.authorUserId,
      text: message.text,
      images: JSON.stringify(message.images),
      created_at: message.at,
    })
    .execute();
}

/** How many threads the user opened since `since`, and the oldest of them (for the per-hour limit). */
export function countThreadsSince(db: Db, tenantId: number, userId: number, since: Date) {
  return db
    .selectFrom('feedback_threads')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
}

/** A page of the user's threads, newest activity first. */
export function listUserThreads(db: Db, tenantId: number, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('feedback_threads as t')
    .select([...threadColumns, excerptOf.as('excerpt'), messageCountOf.as('message_count')])
    .where('t.tenant_id', '=', tenantId)
    .where('t.user_id', '=', userId)
    .orderBy('t.last_activity_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUserThreads(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback_threads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many of the user's threads have a staff reply newer than the user's last look. */
export async function countUnreadThreads(db: Db, tenantId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback_threads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('last_staff_reply_at', 'is not', null)
    .where((eb) => eb.or([eb('user_read_at', 'is', null), eb('user_read_at', '<', eb.ref('last_staff_reply_at'))]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One thread of the tenant (any user's), with its author's nickname and phone, or undefined. */
export function findThread(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('feedback_threads as t')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'))
    .select([...threadColumns, 'u.nick_name', 'u.phone', excerptOf.as('excerpt'), messageCountOf.as('message_count')])
    .where('t.tenant_id', '=', tenantId)
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Locks a thread's row for a change; answers its user and status. */
export function lockThread(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('feedback_threads')
    .select(['id', 'user_id', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The messages of a thread, oldest first. */
export function listMessages(db: Db, tenantId: number, threadId: number) {
  return db
    .selectFrom('feedback_messages')
    .select(['id', 'author', 'text', 'images', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('thread_id', '=', threadId)
    .orderBy('id')
    .execute();
}

/** Whether a private upload id is one of a thread's images. */
export async function threadHasImage(db: Db, tenantId: number, threadId: number, imageId: string): Promise<boolean> {
  const row = await db
    .selectFrom('feedback_messages')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('thread_id', '=', threadId)
    .where(sql<boolean>`images @> ${JSON.stringify([imageId])}::jsonb`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks the thread read by its user now. */
export function markThreadRead(db: Db, tenantId: number, id: number, at: Date) {
  return db
    .updateTable('feedback_threads')
    .set({ user_read_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Records a message's effect on the thread: its new status and activity time (and a staff reply's time). */
export function touchThread(
  db: Db,
  tenantId: number,
  id: number,
  change: { status: Status; at: Date; staffReply?: boolean; closedBy?: number | null; userRead?: boolean },
) {
  return db
    .updateTable('feedback_threads')
    .set({
      status: change.status,
      last_activity_at: change.at,
      closed_at: change.status === 'closed' ? change.at : null,
      closed_by: change.status === 'closed' ? (change.closedBy ?? null) : null,
      ...(change.staffReply ? { last_staff_reply_at: change.at } : {}),
      ...(change.userRead ? { user_read_at: change.at } : {}),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** A page of the tenant's threads (the staff inbox), newest activity first, with their authors. */
export function listTenantThreads(
  db: Db,
  tenantId: number,
  filter: InboxFilter,
  page: { limit: number; offset: number },
) {
  let query = db
    .selectFrom('feedback_threads as t')
    .innerJoin('users as u', (join) => join.onRef('u.tenant_id', '=', 't.tenant_id').onRef('u.id', '=', 't.user_id'))
    .select([...threadColumns, 'u.nick_name', 'u.phone', excerptOf.as('excerpt'), messageCountOf.as('message_count')])
    .where('t.tenant_id', '=', tenantId);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.category) query = query.where('t.category', '=', filter.category);
  return query
    .orderBy('t.last_activity_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countTenantThreads(db: Db, tenantId: number, filter: InboxFilter) {
  let query = db
    .selectFrom('feedback_threads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.category) query = query.where('category', '=', filter.category);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
