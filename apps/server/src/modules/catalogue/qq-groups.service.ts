import type { QqGroup, QqGroupQuery } from '@gs/shared/qq-groups';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { listEnabledQqGroups, type QqGroupRow } from './qq-groups.repository.ts';

/**
 * A game's groups as the storefront shows them, per tenant and game (every listing's detail asks; staff change them
 * rarely). Kept a minute like the catalogue, and forgotten with the rest of the shop's caches when a staff change
 * commits on any instance (shop settings edit the groups).
 */
const shownQqGroups = defineCache<QqGroup[]>('catalogue.qqGroups', 60_000, 10_000);

function toQqGroup(row: QqGroupRow): QqGroup {
  return { id: row.id, name: row.name, number: row.number, joinUrl: row.join_url, gameId: row.game_id };
}

/** The customer-service QQ groups shown for a game: its own and the tenant-wide ones (enabled, in order). */
export async function listQqGroups(ctx: RequestContext, query: QqGroupQuery): Promise<QqGroup[]> {
  return ctx.caches.of(shownQqGroups).get(ctx.tenantId, String(query.gameId ?? ''), async () => {
    const rows = await listEnabledQqGroups(ctx.db, ctx.tenantId, query.gameId);
    return rows.map(toQqGroup);
  });
}
