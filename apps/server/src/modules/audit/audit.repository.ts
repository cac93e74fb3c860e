import type { Db } from '../../db/database.ts';
import type { AuditEntry } from '../../plugins/audit.ts';

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Appends one audit row. */
export function insertAuditEntry(db: Db, entry: AuditEntry) {
  return db
    .insertInto('staff_audit_log')
    .values({
      tenant_id: entry.tenantId,
      actor_user_id: entry.actorUserId,
      actor_roles: entry.actorRoles,
      method: entry.method,
      route: entry.route,
      action: `${entry.method} ${entry.route}`,
      target: JSON.stringify(entry.target),
      target_id: entry.targetId,
      body: json(entry.body),
      before: json(entry.before),
      after: json(entry.after),
      status_code: entry.statusCode,
      request_id: entry.requestId,
      ip: entry.ip,
      created_at: entry.at,
    })
    .execute();
}

export interface AuditFilter {
  actorUserId?: number | undefined;
  action?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function filtered(db: Db, tenantId: number, filter: AuditFilter) {
  let query = db.selectFrom('staff_audit_log as a').where('a.tenant_id', '=', tenantId);
  if (filter.actorUserId !== undefined) query = query.where('a.actor_user_id', '=', filter.actorUserId);
  if (filter.action !== undefined) query = query.where('a.action', '=', filter.action);
  if (filter.targetId !== undefined) query = query.where('a.target_id', '=', filter.targetId);
  if (filter.from !== undefined) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('a.created_at', '<', filter.to);
  return query;
}

/** A page of the tenant's audit rows matching the filter, newest first, with the actor's nickname and phone. */
export function listAuditEntries(
  db: Db,
  tenantId: number,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  return filtered(db, tenantId, filter)
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.actor_user_id'),
    )
    .selectAll('a')
    .select(['u.nick_name', 'u.phone'])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One of the tenant's audit rows with the actor's nickname and phone; undefined when the tenant has no such row. */
export function findAuditEntry(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('staff_audit_log as a')
    .leftJoin('users as u', (join) =>
      join.onRef('u.tenant_id', '=', 'a.tenant_id').onRef('u.id', '=', 'a.actor_user_id'),
    )
    .selectAll('a')
    .select(['u.nick_name', 'u.phone'])
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** How many of the tenant's audit rows match the filter. */
export async function countAuditEntries(db: Db, tenantId: number, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
