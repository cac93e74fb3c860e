import type { Locale } from '@gs/shared/tenant';
import { type DecorationArea, type DecorationEntry, decorationAreas } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import { defineCache } from '../../lib/caches.ts';
import type { RequestContext } from '../../lib/context.ts';
import { localName } from '../../lib/local-name.ts';
import {
  type DecorationListRow,
  insertDecorations,
  listDecorations,
  type NewDecoration,
} from './decoration.repository.ts';

// Every storefront visit asks for the decoration; it changes only when staff publish it (then forgetDecoration).
// The rows are cached with their schedules and filtered by the time of each read, so a scheduled entry appears and
// disappears on time without waiting for the cache. Each row keeps both titles; the request's language picks one.
const decorations = defineCache<DecorationListRow[]>('decoration', 30_000);

/** The published state: the only one the storefront's public route answers (state 0 is the staff's draft). */
const PUBLISHED = 1;

type ScheduledRow = Pick<
  DecorationListRow,
  'id' | 'area' | 'image_url' | 'image_en' | 'title' | 'title_en' | 'link' | 'sort'
> & {
  starts_at: Date | null;
  ends_at: Date | null;
};

/** Whether a scheduled entry is shown at `now`: from its start (inclusive) until its end (exclusive). */
export function isWithinSchedule(row: { starts_at: Date | null; ends_at: Date | null }, now: Date): boolean {
  if (row.starts_at && row.starts_at.getTime() > now.getTime()) return false;
  if (row.ends_at && row.ends_at.getTime() <= now.getTime()) return false;
  return true;
}

/**
 * Rows grouped by area 1–6 (an area without entries answers an empty list), leaving out those not shown at `now`,
 * each titled in `locale` (the English title for English when staff wrote one, else the shop's).
 */
export function toDecorationEntries(rows: readonly ScheduledRow[], now: Date, locale: Locale): DecorationEntry[] {
  const shown = rows.filter((row) => isWithinSchedule(row, now));
  return decorationAreas.map((area: DecorationArea) => ({
    area,
    decorationInfos: shown
      .filter((row) => row.area === area)
      .map((row) => ({
        id: row.id,
        image: localName(locale, row.image_url, row.image_en),
        title: localName(locale, row.title, row.title_en),
        link: row.link,
        sort: row.sort,
      })),
  }));
}

/**
 * The tenant's published page decoration grouped by area, with only the entries whose schedule includes now. Any
 * other state answers empty areas: drafts are never public (the preview token route reads them, see
 * staff-decoration.preview.ts).
 */
export async function getDecoration(ctx: RequestContext, type: number, state: number): Promise<DecorationEntry[]> {
  const rows =
    state === PUBLISHED
      ? await ctx.caches
          .of(decorations)
          .get(ctx.tenantId, `${type}:${state}`, () => listDecorations(ctx.db, ctx.tenantId, type, state))
      : [];
  return toDecorationEntries(rows, ctx.clock.now(), ctx.locale);
}

/** Adds decoration entries for a tenant (seed and back office; a running app then calls forgetDecoration). */
export async function addDecorations(db: Db, tenantId: number, items: NewDecoration[]): Promise<void> {
  await insertDecorations(db, tenantId, items);
}

/** Forgets the tenant's cached decoration (after a staff edit). */
export function forgetDecoration(ctx: Pick<RequestContext, 'caches' | 'tenantId'>): void {
  ctx.caches.of(decorations).forgetTenant(ctx.tenantId);
}
