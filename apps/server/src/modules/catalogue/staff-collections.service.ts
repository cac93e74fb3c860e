import {
  isKnownDictKey,
  knownDictKeys,
  type StaffDictCreateInput,
  type StaffDictEntry,
  type StaffDictMissingEntry,
  type StaffDictPage,
  type StaffDictType,
  type StaffLabel,
  type StaffLabelPage,
  type staffLabelInputSchema,
  tradeFeeSetting,
} from '@gs/shared/staff-catalogue';
import type { z } from 'zod';
import type { RequestContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { MessageKey } from '../../lib/messages.ts';
import { forgetCatalogue } from './catalogue-cache.ts';
import { defaultDictLabel } from './dict-defaults.ts';
import {
  countLabels,
  findDictRow,
  findDictRowByKey,
  findLabel,
  findLabelIdByName,
  insertDictRow,
  insertLabel,
  listDictKeys,
  listDictTypeCounts,
  listStaffDictRows,
  listStaffLabels,
  type StaffDictRow,
  type StaffLabelRow,
  updateDictRow,
  updateLabel,
} from './staff-collections.repository.ts';

type LabelInput = z.output<typeof staffLabelInputSchema>;
interface Paging {
  pageNum: number;
  pageSize: number;
}

export function toStaffLabel({ name_en, ...row }: StaffLabelRow): StaffLabel {
  return { ...row, nameEn: name_en };
}

/** The columns of a label input (an English name left out of an edit stays as stored). */
function labelValues({ nameEn, ...input }: LabelInput) {
  return { ...input, ...(nameEn !== undefined ? { name_en: nameEn } : {}) };
}

export function toStaffDictEntry(row: StaffDictRow): StaffDictEntry {
  return {
    id: row.id,
    dictType: row.dict_type,
    label: row.label,
    value: row.value,
    sort: row.sort,
    isDefault: row.is_default,
    enabled: row.state === 'active',
  };
}

/**
 * Dictionaries feed the trade fees, withdrawal rules and rebinding checklists (modules/trade) and the kind badges
 * (the catalogue): every one of them caches per tenant. A dictionary edit is rare, so it forgets all of the
 * tenant's cached values rather than reach into each owner's cache.
 */
function forgetDictionaries(ctx: RequestContext): void {
  ctx.caches.forgetTenant(ctx.tenantId);
}

const labelNameTaken = (name: string) =>
  new AppError(409, 'CONFLICT', 'catalogueLabelNameTaken', {
    params: { name },
    fields: [{ field: 'body.name', messageKey: 'catalogueLabelNameTaken', params: { name } }],
  });

async function assertLabelNameFree(ctx: RequestContext, name: string, self: number | null) {
  const owner = await findLabelIdByName(ctx.db, ctx.tenantId, name);
  if (owner !== undefined && owner !== self) throw labelNameTaken(name);
}

async function loadLabel(ctx: RequestContext, labelId: number): Promise<StaffLabel> {
  const row = await findLabel(ctx.db, ctx.tenantId, labelId);
  if (!row) throw notFound('catalogueLabelNotFound');
  return toStaffLabel(row);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** Staff: a page of the shop's label types, disabled ones too. */
export async function listLabelsForStaff(ctx: RequestContext, page: Paging): Promise<StaffLabelPage> {
  const [rows, total] = await Promise.all([
    listStaffLabels(ctx.db, ctx.tenantId, page.pageSize, (page.pageNum - 1) * page.pageSize),
    countLabels(ctx.db, ctx.tenantId),
  ]);
  return { rows: rows.map(toStaffLabel), total, ...page };
}

/** Staff: adds a label type (offered at once). 409 at the name when the shop has one of that name. */
export async function createLabel(ctx: RequestContext, input: LabelInput): Promise<StaffLabel> {
  await assertLabelNameFree(ctx, input.name, null);
  try {
    const row = await insertLabel(ctx.db, ctx.tenantId, labelValues(input));
    forgetCatalogue(ctx);
    return toStaffLabel(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw labelNameTaken(input.name);
    throw error;
  }
}

/** Staff: changes a label type; listings showing it show the new name and colour. 404 / 409 as above. */
export async function updateLabelFields(
  ctx: RequestContext,
  labelId: number,
  input: LabelInput,
): Promise<{ before: StaffLabel; after: StaffLabel }> {
  const before = await loadLabel(ctx, labelId);
  await assertLabelNameFree(ctx, input.name, labelId);
  try {
    const after = await updateLabel(ctx.db, ctx.tenantId, labelId, labelValues(input));
    if (!after) throw notFound('catalogueLabelNotFound');
    forgetCatalogue(ctx);
    return { before, after: toStaffLabel(after) };
  } catch (error) {
    if (isUniqueViolation(error)) throw labelNameTaken(input.name);
    throw error;
  }
}

/** Staff: enables or disables a label type. Disabled, it leaves the label list; listings keep its badge. */
export async function setLabelEnabled(
  ctx: RequestContext,
  labelId: number,
  enabled: boolean,
): Promise<{ before: StaffLabel; after: StaffLabel }> {
  const before = await loadLabel(ctx, labelId);
  const after = await updateLabel(ctx.db, ctx.tenantId, labelId, { enabled });
  if (!after) throw notFound('catalogueLabelNotFound');
  forgetCatalogue(ctx);
  return { before, after: toStaffLabel(after) };
}

/** Staff: the shop's dictionary types with their row counts. */
export async function listDictTypes(ctx: RequestContext): Promise<StaffDictType[]> {
  const rows = await listDictTypeCounts(ctx.db, ctx.tenantId);
  return rows.map((row) => ({ dictType: row.dict_type, count: Number(row.n) }));
}

/** Staff: a page of the shop's dictionary rows of one type (or all), disabled ones too. */
export async function listDictEntries(
  ctx: RequestContext,
  query: Paging & { dictType?: string | undefined },
): Promise<StaffDictPage> {
  const dictType = query.dictType || undefined;
  const [rows, types] = await Promise.all([
    listStaffDictRows(ctx.db, ctx.tenantId, dictType, query.pageSize, (query.pageNum - 1) * query.pageSize),
    listDictTypeCounts(ctx.db, ctx.tenantId),
  ]);
  const total = types
    .filter((type) => dictType === undefined || type.dict_type === dictType)
    .reduce((sum, type) => sum + Number(type.n), 0);
  return { rows: rows.map(toStaffDictEntry), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The field error for a `trade_fee` number outside its unit's range; null when the label is acceptable. */
function tradeFeeFailure(row: Pick<StaffDictRow, 'dict_type' | 'value'>, label: string): AppError | null {
  const setting = tradeFeeSetting(row.dict_type, row.value);
  if (!setting) return null;
  const number = Number(label);
  if (/^\d{1,13}$/.test(label) && number >= setting.min && number <= setting.max) return null;
  const [messageKey, params]: [MessageKey, Record<string, string | number>] =
    setting.unit === 'bp'
      ? ['catalogueDictRateInvalid', { min: setting.min, max: setting.max }]
      : setting.unit === 'fen'
        ? ['catalogueDictAmountInvalid', { min: yuan(setting.min), max: yuan(setting.max) }]
        : ['catalogueDictHoursInvalid', { min: setting.min, max: setting.max }];
  return new AppError(400, 'VALIDATION_FAILED', messageKey, {
    params,
    fields: [{ field: 'body.label', messageKey, params }],
  });
}

async function loadDictRow(ctx: RequestContext, rowId: number) {
  const row = await findDictRow(ctx.db, ctx.tenantId, rowId);
  if (!row) throw notFound('catalogueDictNotFound');
  return row;
}

/**
 * Staff: changes a dictionary row's label (its shown text, or the number of a trade-fee setting: basis points
 * 0–10000, fen ≥ 0, hours 1–168). Applies at once to new orders. 404 for a foreign row; 400 at the label.
 */
export async function updateDictLabel(
  ctx: RequestContext,
  rowId: number,
  label: string,
): Promise<{ before: StaffDictEntry; after: StaffDictEntry }> {
  const row = await loadDictRow(ctx, rowId);
  const failure = tradeFeeFailure(row, label);
  if (failure) throw failure;
  const after = await updateDictRow(ctx.db, ctx.tenantId, rowId, { label });
  if (!after) throw notFound('catalogueDictNotFound');
  forgetDictionaries(ctx);
  return { before: toStaffDictEntry(row), after: toStaffDictEntry(after) };
}

/** Staff: enables or disables a dictionary row (a disabled trade-fee setting falls back to the default). */
export async function setDictEnabled(
  ctx: RequestContext,
  rowId: number,
  enabled: boolean,
): Promise<{ before: StaffDictEntry; after: StaffDictEntry }> {
  const row = await loadDictRow(ctx, rowId);
  const after = await updateDictRow(ctx.db, ctx.tenantId, rowId, { state: enabled ? 'active' : 'disabled' });
  if (!after) throw notFound('catalogueDictNotFound');
  forgetDictionaries(ctx);
  return { before: toStaffDictEntry(row), after: toStaffDictEntry(after) };
}

/** Staff: the known dictionary keys the shop has no row for, each with the label a new row starts from. */
export async function listMissingDictEntries(ctx: RequestContext): Promise<StaffDictMissingEntry[]> {
  const have = new Set((await listDictKeys(ctx.db, ctx.tenantId)).map((row) => `${row.dict_type} ${row.value}`));
  return Object.entries(knownDictKeys).flatMap(([dictType, keys]) =>
    keys
      .filter((value) => !have.has(`${dictType} ${value}`))
      .map((value) => ({ dictType, value, label: defaultDictLabel(dictType, value, ctx.locale) })),
  );
}

const dictKeyTaken = (value: string) =>
  new AppError(409, 'CONFLICT', 'catalogueDictKeyTaken', {
    params: { value },
    fields: [{ field: 'body.value', messageKey: 'catalogueDictKeyTaken', params: { value } }],
  });

/**
 * Staff: adds the row of a known key the shop lacks (placed where the seed places it), its label checked as an edit
 * checks it; applies at once. 400 at the value for an unknown key, at the label for a number out of range; 409 at
 * the value when the shop has the key already (edit or enable that row instead).
 */
export async function createDictEntry(ctx: RequestContext, input: StaffDictCreateInput): Promise<StaffDictEntry> {
  const { dictType, value, label } = input;
  if (!isKnownDictKey(dictType, value)) {
    const params = { type: dictType, value };
    throw new AppError(400, 'VALIDATION_FAILED', 'catalogueDictKeyUnknown', {
      params,
      fields: [{ field: 'body.value', messageKey: 'catalogueDictKeyUnknown', params }],
    });
  }
  const failure = tradeFeeFailure({ dict_type: dictType, value }, label);
  if (failure) throw failure;
  if (await findDictRowByKey(ctx.db, ctx.tenantId, dictType, value)) throw dictKeyTaken(value);
  const sort = (knownDictKeys[dictType as keyof typeof knownDictKeys] as readonly string[]).indexOf(value);
  try {
    const row = await insertDictRow(ctx.db, ctx.tenantId, { dictType, value, label, sort });
    forgetDictionaries(ctx);
    return toStaffDictEntry(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw dictKeyTaken(value);
    throw error;
  }
}
