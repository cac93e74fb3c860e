import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChatQuickReplyRow } from '../../db/tables/chat.table.ts';

// The staff console's desk tools: who handles a conversation, the shop's agents, the shop's quick replies.

/** The roles that use the chat console (the routes' guard): who a conversation can be assigned to. */
const AGENT_ROLES = ['owner', 'operator'] as const;

/** The shop's active users holding a chat role, oldest staff first. */
export function listAgents(db: Db, tenantId: number): Promise<{ id: number; nick_name: string }[]> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.nick_name'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.status', '=', 'active')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as r')
          .select('r.user_id')
          .whereRef('r.tenant_id', '=', 'u.tenant_id')
          .whereRef('r.user_id', '=', 'u.id')
          .where('r.role', 'in', AGENT_ROLES),
      ),
    )
    .orderBy('u.id')
    .execute();
}

/** Whether the user is an active agent of the shop. */
export async function isAgent(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', (join) =>
      join.onRef('r.tenant_id', '=', 'u.tenant_id').onRef('r.user_id', '=', 'u.id'),
    )
    .select('u.id')
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', userId)
    .where('u.status', '=', 'active')
    .where('r.role', 'in', AGENT_ROLES)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Sets who handles a conversation if it is still `expected` (compare and set in one statement: of two staff taking it
 * at once, the second finds the first's assignee and changes nothing). Answers whether it changed.
 */
export async function swapAssignee(
  db: Db,
  tenantId: number,
  conversationId: number,
  change: { expected: number | null; assignee: number | null; at: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('chat_conversations')
    .set({ assignee_user_id: change.assignee, assigned_at: change.assignee === null ? null : change.at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', conversationId)
    .where(sql<boolean>`assignee_user_id IS NOT DISTINCT FROM ${change.expected}::bigint`)
    .returning('id')
    .executeTakeFirst();
  return Boolean(row);
}

export function listQuickReplies(db: Db, tenantId: number): Promise<ChatQuickReplyRow[]> {
  return db.selectFrom('chat_quick_replies').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

export function findQuickReply(db: Db, tenantId: number, id: number): Promise<ChatQuickReplyRow | undefined> {
  return db
    .selectFrom('chat_quick_replies')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Serialises quick-reply creation of the shop until the transaction ends, so the count check holds. */
export async function lockQuickReplies(db: Db, tenantId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`chat-quick-replies:${tenantId}`}, 0))`.execute(db);
}

export async function countQuickReplies(db: Db, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_quick_replies')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertQuickReply(
  db: Db,
  tenantId: number,
  values: { title: string; text: string; at: Date },
): Promise<ChatQuickReplyRow> {
  return db
    .insertInto('chat_quick_replies')
    .values({
      tenant_id: tenantId,
      title: values.title,
      text: values.text,
      created_at: values.at,
      updated_at: values.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateQuickReply(
  db: Db,
  tenantId: number,
  id: number,
  values: { title: string; text: string; at: Date },
): Promise<ChatQuickReplyRow | undefined> {
  return db
    .updateTable('chat_quick_replies')
    .set({ title: values.title, text: values.text, updated_at: values.at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteQuickReply(db: Db, tenantId: number, id: number): Promise<ChatQuickReplyRow | undefined> {
  return db
    .deleteFrom('chat_quick_replies')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
