import { type DecorationArea, type DecorationEntry, decorationAreas } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { insertDecorations, listDecorations, type NewDecoration } from './decoration.repository.ts';

// Every storefront visit asks for the decoration; it changes only when staff edit it (then forgetDecoration).
const decorations = defineCache<DecorationEntry[]>('decoration', 30_000);

/** The tenant's page decoration grouped by area 1–5 (an area without entries answers an empty list). */
export function getDecoration(ctx: RequestContext, type: number, state: number): Promise<DecorationEntry[]> {
  return ctx.caches.of(decorations).get(ctx.tenantId, `${type}:${state}`, () => loadDecoration(ctx, type, state));
}

async function loadDecoration(ctx: RequestContext, type: number, state: number): Promise<DecorationEntry[]> {
  const rows = await listDecorations(ctx.db, ctx.tenantId, type, state);
  return decorationAreas.map((area: DecorationArea) => ({
    area,
    decorationInfos: rows
      .filter((row) => row.area === area)
      .map((row) => ({ id: row.id, image: row.image_url, title: row.title, link: row.link, sort: row.sort })),
  }));
}

/** Adds decoration entries for a tenant (seed and back office; a running app then calls forgetDecoration). */
export async function addDecorations(db: Db, tenantId: number, items: NewDecoration[]): Promise<void> {
  await insertDecorations(db, tenantId, items);
}

/** Forgets the tenant's cached decoration (after a staff edit). */
export function forgetDecoration(ctx: Pick<RequestContext, 'caches' | 'tenantId'>): void {
  ctx.caches.of(decorations).forgetTenant(ctx.tenantId);
}
