import {
  DECORATION_AREA_MAX_ENTRIES,
  type DecorationEntryInput,
  type DecorationPublishResult,
  decorationAreasWithImage,
  type EditableDecorationArea,
  editableDecorationAreas,
  isSafeDecorationLink,
  type StaffDecoration,
  type StaffDecorationEntry,
} from '@gs/shared/staff-decoration';
import type { DecorationEntry } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { RequestContext, UserContext } from '../../lib/context.ts';
import { AppError, type FieldMessage, notFound } from '../../lib/errors.ts';
import { forgetDecoration, toDecorationEntries } from './decoration.service.ts';
import {
  copyEditableDecorations,
  type DecorationValues,
  DRAFT,
  deleteDraftEntry,
  deleteEditableDecorations,
  draftAreaStats,
  type EditableDecorationRow,
  findDraftEntry,
  findDraftMarker,
  insertDraftEntry,
  insertDraftMarker,
  listEditableDecorations,
  listPublishedOtherAreas,
  lockDraftMarker,
  PUBLISHED,
  setDraftEntrySort,
  touchDraftMarker,
  updateDraftEntry,
} from './staff-decoration.repository.ts';

/** A public upload of a shop: what the upload route answers, and the seed's `/uploads/tenants/…` pictures. */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._~\-/]+$/;
const isUploadPath = (path: string) => UPLOAD_PATH.test(path) && !path.includes('..');

function toStaffEntry(row: EditableDecorationRow): StaffDecorationEntry {
  return {
    id: row.id,
    area: row.area as EditableDecorationArea,
    image: row.image_url,
    imageEn: row.image_en,
    title: row.title,
    titleEn: row.title_en,
    link: row.link,
    sort: row.sort,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
  };
}

/** What an entry shows, for comparing the draft with the published set (ids and sort numbers aside). */
function shownContent(rows: readonly EditableDecorationRow[]): string {
  return JSON.stringify(
    rows.map((row) => [
      row.area,
      row.image_url,
      row.image_en,
      row.title,
      row.title_en,
      row.link,
      row.starts_at?.getTime() ?? null,
      row.ends_at?.getTime() ?? null,
    ]),
  );
}

/** Answers 400 with each failing field in the request's language: link, image or schedule. */
export function assertDecorationInput(input: DecorationEntryInput): void {
  const fields: FieldMessage[] = [];
  if (!isSafeDecorationLink(input.link)) fields.push({ field: 'body.link', messageKey: 'decorationLinkInvalid' });
  if (input.image === '') {
    if (decorationAreasWithImage.includes(input.area)) {
      fields.push({ field: 'body.image', messageKey: 'decorationImageRequired' });
    }
  } else if (!isUploadPath(input.image)) {
    fields.push({ field: 'body.image', messageKey: 'decorationImageInvalid' });
  }
  // The English picture is optional everywhere; when given it is an upload as the picture is.
  if (input.imageEn !== '' && !isUploadPath(input.imageEn)) {
    fields.push({ field: 'body.imageEn', messageKey: 'decorationImageInvalid' });
  }
  if (input.startsAt && input.endsAt && Date.parse(input.startsAt) >= Date.parse(input.endsAt)) {
    fields.push({ field: 'body.endsAt', messageKey: 'decorationWindowInvalid' });
  }
  const first = fields[0];
  if (first) throw new AppError(400, 'VALIDATION_FAILED', first.messageKey, { fields });
}

const toValues = (input: DecorationEntryInput): DecorationValues => ({
  area: input.area,
  image_url: input.image,
  image_en: input.imageEn,
  title: input.title,
  title_en: input.titleEn,
  link: input.link,
  starts_at: input.startsAt ? new Date(input.startsAt) : null,
  ends_at: input.endsAt ? new Date(input.endsAt) : null,
});

/**
 * Starts the tenant's draft as a copy of the published set the first time staff open it, and locks the draft
 * for the rest of the transaction so two staff changes of one shop run one after the other.
 */
async function openDraft(db: Db, ctx: UserContext): Promise<void> {
  if (await insertDraftMarker(db, ctx.tenantId, ctx.clock.now())) {
    await copyEditableDecorations(db, ctx.tenantId, PUBLISHED, DRAFT);
  }
  await lockDraftMarker(db, ctx.tenantId);
}

async function readStaffDecoration(db: Db, tenantId: number): Promise<StaffDecoration> {
  const [draft, published, marker] = await Promise.all([
    listEditableDecorations(db, tenantId, DRAFT),
    listEditableDecorations(db, tenantId, PUBLISHED),
    findDraftMarker(db, tenantId),
  ]);
  return {
    areas: editableDecorationAreas.map((area) => ({
      area,
      entries: draft.filter((row) => row.area === area).map(toStaffEntry),
    })),
    hasChanges: shownContent(draft) !== shownContent(published),
    draftUpdatedAt: marker?.updated_at.toISOString() ?? null,
    publishedAt: marker?.published_at?.toISOString() ?? null,
  };
}

/** The draft by area (started from the published set on first use) and whether it differs from the published one. */
export async function getStaffDecoration(ctx: UserContext): Promise<StaffDecoration> {
  return inTransaction(ctx.db, async (trx) => {
    await openDraft(trx, ctx);
    return readStaffDecoration(trx, ctx.tenantId);
  });
}

/** One entry of the draft; 404 when the tenant's draft has none with this id. */
export async function getDraftEntry(ctx: UserContext, id: number): Promise<StaffDecorationEntry> {
  const row = await findDraftEntry(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('decorationEntryNotFound');
  return toStaffEntry(row);
}

/** Adds an entry at the end of its area in the draft; 400 for an unsafe link or foreign image, 422 when full. */
export async function addDraftEntry(ctx: UserContext, input: DecorationEntryInput): Promise<StaffDecorationEntry> {
  assertDecorationInput(input);
  return inTransaction(ctx.db, async (trx) => {
    await openDraft(trx, ctx);
    const stats = await draftAreaStats(trx, ctx.tenantId, input.area);
    if (stats.count >= DECORATION_AREA_MAX_ENTRIES) {
      throw new AppError(422, 'BUSINESS_RULE', 'decorationAreaFull', {
        params: { max: DECORATION_AREA_MAX_ENTRIES },
      });
    }
    const row = await insertDraftEntry(trx, ctx.tenantId, toValues(input), stats.maxSort + 1);
    await touchDraftMarker(trx, ctx.tenantId, ctx.clock.now());
    return toStaffEntry(row);
  });
}

/** Replaces a draft entry (moved to another area, it goes last there); 404 when not in the draft. */
export async function changeDraftEntry(
  ctx: UserContext,
  id: number,
  input: DecorationEntryInput,
): Promise<StaffDecorationEntry> {
  assertDecorationInput(input);
  return inTransaction(ctx.db, async (trx) => {
    await openDraft(trx, ctx);
    const current = await findDraftEntry(trx, ctx.tenantId, id);
    if (!current) throw notFound('decorationEntryNotFound');
    let sort = current.sort;
    if (current.area !== input.area) {
      const stats = await draftAreaStats(trx, ctx.tenantId, input.area);
      if (stats.count >= DECORATION_AREA_MAX_ENTRIES) {
        throw new AppError(422, 'BUSINESS_RULE', 'decorationAreaFull', {
          params: { max: DECORATION_AREA_MAX_ENTRIES },
        });
      }
      sort = stats.maxSort + 1;
    }
    const row = await updateDraftEntry(trx, ctx.tenantId, id, toValues(input), sort);
    if (!row) throw notFound('decorationEntryNotFound');
    await touchDraftMarker(trx, ctx.tenantId, ctx.clock.now());
    return toStaffEntry(row);
  });
}

/** Removes an entry from the draft; 404 when not in the draft. */
export async function removeDraftEntry(ctx: UserContext, id: number): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    await openDraft(trx, ctx);
    if (!(await deleteDraftEntry(trx, ctx.tenantId, id))) throw notFound('decorationEntryNotFound');
    await touchDraftMarker(trx, ctx.tenantId, ctx.clock.now());
  });
}

/**
 * Puts an area's draft entries in the given order; 422 unless `ids` names every entry of the area exactly once.
 * Answers the area's entries in their new order.
 */
export async function reorderDraftArea(
  ctx: UserContext,
  area: EditableDecorationArea,
  ids: readonly number[],
): Promise<StaffDecorationEntry[]> {
  return inTransaction(ctx.db, async (trx) => {
    await openDraft(trx, ctx);
    const current = (await listEditableDecorations(trx, ctx.tenantId, DRAFT)).filter((row) => row.area === area);
    const known = new Set(current.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw new AppError(422, 'BUSINESS_RULE', 'decorationOrderMismatch');
    }
    for (const [index, id] of ids.entries()) await setDraftEntrySort(trx, ctx.tenantId, id, index);
    await touchDraftMarker(trx, ctx.tenantId, ctx.clock.now());
    const reordered = await listEditableDecorations(trx, ctx.tenantId, DRAFT);
    return reordered.filter((row) => row.area === area).map(toStaffEntry);
  });
}

/**
 * Publishes the draft: the published areas 1–5 are replaced by a copy of the draft in one transaction (area 6
 * untouched), and the storefront sees it at once. Answers the entry counts before → after.
 */
export async function publishDecoration(ctx: UserContext): Promise<DecorationPublishResult> {
  const result = await inTransaction(ctx.db, async (trx) => {
    await openDraft(trx, ctx);
    const before = await deleteEditableDecorations(trx, ctx.tenantId, PUBLISHED);
    const after = await copyEditableDecorations(trx, ctx.tenantId, DRAFT, PUBLISHED);
    await touchDraftMarker(trx, ctx.tenantId, ctx.clock.now(), true);
    return { before, after, decoration: await readStaffDecoration(trx, ctx.tenantId) };
  });
  forgetDecoration(ctx);
  return result;
}

/** Throws the draft away: it becomes a copy of the published set again. The storefront does not change. */
export async function discardDecorationDraft(ctx: UserContext): Promise<StaffDecoration> {
  return inTransaction(ctx.db, async (trx) => {
    await openDraft(trx, ctx);
    await deleteEditableDecorations(trx, ctx.tenantId, DRAFT);
    await copyEditableDecorations(trx, ctx.tenantId, PUBLISHED, DRAFT);
    await touchDraftMarker(trx, ctx.tenantId, ctx.clock.now());
    return readStaffDecoration(trx, ctx.tenantId);
  });
}

/**
 * What the storefront would show with the draft published (areas 1–5 from the draft, the rest as published), at
 * the current time; the published set while no draft was started. Never cached.
 */
export async function getDraftDecoration(ctx: RequestContext): Promise<DecorationEntry[]> {
  const marker = await findDraftMarker(ctx.db, ctx.tenantId);
  const [editable, others] = await Promise.all([
    listEditableDecorations(ctx.db, ctx.tenantId, marker ? DRAFT : PUBLISHED),
    listPublishedOtherAreas(ctx.db, ctx.tenantId),
  ]);
  return toDecorationEntries([...editable, ...others], ctx.clock.now(), ctx.locale);
}
