import type { QqGroup, QqGroupQuery } from '@gs/shared/qq-groups';
import type { RequestContext } from '../../lib/context.ts';
import { listEnabledQqGroups, type QqGroupRow } from './qq-groups.repository.ts';

function toQqGroup(row: QqGroupRow): QqGroup {
  return { id: row.id, name: row.name, number: row.number, joinUrl: row.join_url, gameId: row.game_id };
}

/** The customer-service QQ groups shown for a game: its own and the tenant-wide ones (enabled, in order). */
export async function listQqGroups(ctx: RequestContext, query: QqGroupQuery): Promise<QqGroup[]> {
  const rows = await listEnabledQqGroups(ctx.db, ctx.tenantId, query.gameId);
  return rows.map(toQqGroup);
}
