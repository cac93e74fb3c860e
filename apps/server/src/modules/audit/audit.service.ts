import { maskNickName, maskPhone } from '@gs/shared/identity';
import type { AuditPage, AuditQuery, AuditEntry as AuditRow } from '@gs/shared/staff-audit';
import type { Db } from '../../db/database.ts';
import type { StaffAuditLogRow } from '../../db/tables/audit.table.ts';
import type { RequestContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditEntry } from '../../plugins/audit.ts';
import {
  type AuditFilter,
  countAuditEntries,
  findAuditEntry,
  insertAuditEntry,
  listAuditEntries,
} from './audit.repository.ts';

/** The audit plugin's `record`: stores a staff action as one append-only row of its tenant, in the action's transaction. */
export async function recordAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, entry);
}

type ListedRow = StaffAuditLogRow & { nick_name: string | null; phone: string | null };

const asJson = (value: unknown) => (value === undefined ? null : (value as AuditRow['body']));

export function toAuditRow(row: ListedRow): AuditRow {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    actor: {
      userId: row.actor_user_id,
      nickName: maskNickName(row.nick_name ?? ''),
      phone: maskPhone(row.phone ?? ''),
      roles: row.actor_roles,
    },
    action: row.action,
    method: row.method,
    route: row.route,
    target: row.target,
    targetId: row.target_id,
    body: asJson(row.body),
    before: asJson(row.before),
    after: asJson(row.after),
    status: row.status_code,
    requestId: row.request_id,
    ip: row.ip,
  };
}

/** The repository's filter of the viewer's query (the list's and the export's). */
export function auditFilterOf(query: Omit<AuditQuery, 'pageNum' | 'pageSize'>): AuditFilter {
  return {
    actorUserId: query.actorUserId,
    action: query.action,
    targetId: query.targetId,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  };
}

/** A page of the tenant's audit log, newest first, filtered by actor, action, target and time. */
export async function listAuditLog(ctx: RequestContext, query: AuditQuery): Promise<AuditPage> {
  const filter = auditFilterOf(query);
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([
    listAuditEntries(ctx.db, ctx.tenantId, filter, page),
    countAuditEntries(ctx.db, ctx.tenantId, filter),
  ]);
  return { rows: rows.map(toAuditRow), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One entry of the tenant's audit log; 404 when this tenant has no entry with that id. */
export async function getAuditEntry(ctx: RequestContext, id: number): Promise<AuditRow> {
  const row = await findAuditEntry(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound();
  return toAuditRow(row);
}
