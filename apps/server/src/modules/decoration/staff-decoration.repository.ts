import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';

/** The home page's decoration type; staff edit areas 1–5 of it (area 6 belongs to the streamers screen). */
const HOME = 1;
export const DRAFT = 0;
export const PUBLISHED = 1;

const entryColumns = [
  'id',
  'area',
  'image_url',
  'image_en',
  'title',
  'title_en',
  'link',
  'sort',
  'starts_at',
  'ends_at',
] as const;
/** The areas staff edit here (1–5). */
const LAST_EDITABLE_AREA = 5;

/** The tenant's home-page entries in one state (draft or published): the filter every query here starts from. */
const homeEntriesIn = (tenantId: number, state: number) => (eb: ExpressionBuilder<Database, 'decorations'>) =>
  eb.and({ tenant_id: tenantId, type: HOME, state });

/** The entries of one state, in display order (area, sort, id), with or without the editable areas. */
function selectHomeEntries(db: Db, tenantId: number, state: number, areas: 'editable' | 'other') {
  return db
    .selectFrom('decorations')
    .select(entryColumns)
    .where(homeEntriesIn(tenantId, state))
    .where('area', areas === 'editable' ? '<=' : '>', LAST_EDITABLE_AREA)
    .orderBy('area')
    .orderBy('sort')
    .orderBy('id');
}

export interface DecorationValues {
  area: number;
  image_url: string;
  image_en: string;
  title: string;
  title_en: string;
  link: string;
  starts_at: Date | null;
  ends_at: Date | null;
}

/** The entries of areas 1–5 in `state`, by area, sort and id. */
export function listEditableDecorations(db: Db, tenantId: number, state: number) {
  return selectHomeEntries(db, tenantId, state, 'editable').execute();
}
export type EditableDecorationRow = Awaited<ReturnType<typeof listEditableDecorations>>[number];

/** The published entries outside the editable areas (area 6: the streamers section). */
export function listPublishedOtherAreas(db: Db, tenantId: number) {
  return selectHomeEntries(db, tenantId, PUBLISHED, 'other').execute();
}

/** The tenant's draft marker, locked for the rest of the transaction (draft changes of one tenant run in turn). */
export function lockDraftMarker(db: Db, tenantId: number) {
  return db
    .selectFrom('decoration_drafts')
    .select(['updated_at', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
}

export function findDraftMarker(db: Db, tenantId: number) {
  return db
    .selectFrom('decoration_drafts')
    .select(['updated_at', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** Creates the marker; answers false when another request created it first. */
export async function insertDraftMarker(db: Db, tenantId: number, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('decoration_drafts')
    .values({ tenant_id: tenantId, updated_at: now })
    .onConflict((conflict) => conflict.column('tenant_id').doNothing())
    .returning('tenant_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function touchDraftMarker(db: Db, tenantId: number, now: Date, published = false): Promise<void> {
  await db
    .updateTable('decoration_drafts')
    .set(published ? { updated_at: now, published_at: now } : { updated_at: now })
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Removes every entry of areas 1–5 in `state`; answers how many. */
export async function deleteEditableDecorations(db: Db, tenantId: number, state: number): Promise<number> {
  const result = await db
    .deleteFrom('decorations')
    .where(homeEntriesIn(tenantId, state))
    .where('area', '<=', LAST_EDITABLE_AREA)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Copies the entries of areas 1–5 from one state to the other (keeping their order); answers how many. */
export async function copyEditableDecorations(db: Db, tenantId: number, from: number, to: number): Promise<number> {
  const result = await db
    .insertInto('decorations')
    .columns([
      'tenant_id',
      'type',
      'state',
      'area',
      'image_url',
      'image_en',
      'title',
      'title_en',
      'link',
      'sort',
      'starts_at',
      'ends_at',
    ])
    .expression((eb) =>
      eb
        .selectFrom('decorations')
        .select([
          'tenant_id',
          'type',
          sql<number>`${to}::integer`.as('state'),
          'area',
          'image_url',
          'image_en',
          'title',
          'title_en',
          'link',
          'sort',
          'starts_at',
          'ends_at',
        ])
        .where(homeEntriesIn(tenantId, from))
        .where('area', '<=', LAST_EDITABLE_AREA)
        .orderBy('area')
        .orderBy('sort')
        .orderBy('id'),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export function findDraftEntry(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('decorations')
    .select(entryColumns)
    .where(homeEntriesIn(tenantId, DRAFT))
    .where('id', '=', id)
    .where('area', '<=', LAST_EDITABLE_AREA)
    .executeTakeFirst();
}

/** How many draft entries an area holds and the highest sort among them. */
export async function draftAreaStats(db: Db, tenantId: number, area: number) {
  const row = await db
    .selectFrom('decorations')
    .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('sort').as('maxSort')])
    .where(homeEntriesIn(tenantId, DRAFT))
    .where('area', '=', area)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), maxSort: row.maxSort === null ? -1 : Number(row.maxSort) };
}

export function insertDraftEntry(db: Db, tenantId: number, values: DecorationValues, sort: number) {
  return db
    .insertInto('decorations')
    .values({ tenant_id: tenantId, type: HOME, state: DRAFT, sort, ...values })
    .returning(entryColumns)
    .executeTakeFirstOrThrow();
}

export function updateDraftEntry(db: Db, tenantId: number, id: number, values: DecorationValues, sort: number) {
  return db
    .updateTable('decorations')
    .set({ ...values, sort })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('state', '=', DRAFT)
    .returning(entryColumns)
    .executeTakeFirst();
}

export async function deleteDraftEntry(db: Db, tenantId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('decorations')
    .where(homeEntriesIn(tenantId, DRAFT))
    .where('id', '=', id)
    .where('area', '<=', LAST_EDITABLE_AREA)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setDraftEntrySort(db: Db, tenantId: number, id: number, sort: number): Promise<void> {
  await db
    .updateTable('decorations')
    .set({ sort })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('state', '=', DRAFT)
    .execute();
}
