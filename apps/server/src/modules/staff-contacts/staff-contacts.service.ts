import {
  type CheckAccountResult,
  normalizeStaffContact,
  type StaffContact,
  type StaffContactGroups,
  type StaffContactInput,
  type StaffContactList,
  type StaffContactListQuery,
  type StaffContactPage,
  type StaffContactRole,
  staffContactKinds,
} from '@gs/shared/staff-contacts';
import type { StaffContactRow } from '../../db/tables/staff-contacts.table.ts';
import type { RequestContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  countContacts,
  deleteContact,
  findContact,
  findContactsByValue,
  insertContact,
  listContacts,
  listPublicContacts,
  type StaffContactValues,
  updateContact,
} from './staff-contacts.repository.ts';

export function toStaffContact(row: StaffContactRow): StaffContact {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    name: row.display_name,
    role: row.role,
    isPublic: row.is_public,
    enabled: row.enabled,
    sort: row.sort,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Is this QQ / WeChat / phone one of the tenant's staff? An enabled contact is genuine, with its name and role only
 * when the shop lists it publicly; a disabled one (a former employee) and an unknown one answer "not ours" alike.
 */
export async function checkAccount(ctx: RequestContext, value: string): Promise<CheckAccountResult> {
  const normalized = normalizeStaffContact(value);
  const [match] = (await findContactsByValue(ctx.db, ctx.tenantId, normalized)).filter((row) => row.enabled);
  if (!match) return { genuine: false };
  return match.is_public
    ? { genuine: true, kind: match.kind, name: match.display_name, role: match.role }
    : { genuine: true, kind: match.kind, name: null, role: null };
}

/** The phone (H5) site's list: public contacts grouped by role, groups in the order of their first contact. */
export async function listContactGroups(ctx: RequestContext): Promise<StaffContactGroups> {
  const groups = new Map<StaffContactRole, StaffContactGroups['groups'][number]>();
  for (const row of await listPublicContacts(ctx.db, ctx.tenantId)) {
    const group = groups.get(row.role) ?? { role: row.role, contacts: [] };
    group.contacts.push({ kind: row.kind, value: row.value, name: row.display_name });
    groups.set(row.role, group);
  }
  return { groups: [...groups.values()] };
}

/** The desktop site's list: public contacts as one table, with the count of each kind for its filter tabs. */
export async function listContactTable(ctx: RequestContext): Promise<StaffContactList> {
  const rows = (await listPublicContacts(ctx.db, ctx.tenantId)).map((row) => ({
    kind: row.kind,
    value: row.value,
    name: row.display_name,
    role: row.role,
  }));
  const kinds = staffContactKinds
    .map((kind) => ({ kind, count: rows.filter((row) => row.kind === kind).length }))
    .filter((entry) => entry.count > 0);
  return { rows, kinds };
}

/** Staff: a page of the tenant's contacts, filtered by kind, role and keyword. */
export async function listStaffContacts(ctx: RequestContext, query: StaffContactListQuery): Promise<StaffContactPage> {
  const [rows, total] = await Promise.all([
    listContacts(ctx.db, ctx.tenantId, query),
    countContacts(ctx.db, ctx.tenantId, query),
  ]);
  return { rows: rows.map(toStaffContact), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

const valuesOf = (input: StaffContactInput): StaffContactValues => ({
  kind: input.kind,
  value: input.value,
  valueNormalized: normalizeStaffContact(input.value),
  name: input.name,
  role: input.role,
  isPublic: input.isPublic,
  enabled: input.enabled,
  sort: input.sort,
});

const duplicate = () =>
  new AppError(409, 'CONFLICT', 'staffContactExists', {
    fields: [{ field: 'body.value', messageKey: 'staffContactExists' }],
  });

/** Staff (owner): adds a contact. 409 when the tenant already has this kind and value. */
export async function createStaffContact(ctx: RequestContext, input: StaffContactInput): Promise<StaffContact> {
  const row = await insertContact(ctx.db, ctx.tenantId, valuesOf(input), ctx.clock.now());
  if (!row) throw duplicate();
  return toStaffContact(row);
}

/** Staff (owner): replaces a contact's fields; 404 when absent, 409 when the new value clashes with another. */
export async function updateStaffContact(
  ctx: RequestContext,
  id: number,
  input: StaffContactInput,
): Promise<{ before: StaffContact; after: StaffContact }> {
  const before = await findContact(ctx.db, ctx.tenantId, id);
  if (!before) throw notFound('staffContactNotFound');
  try {
    const after = await updateContact(ctx.db, ctx.tenantId, id, valuesOf(input), ctx.clock.now());
    if (!after) throw notFound('staffContactNotFound');
    return { before: toStaffContact(before), after: toStaffContact(after) };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate();
    throw error;
  }
}

/** Staff (owner): removes a contact (from then on it checks as "not ours"); 404 when absent. */
export async function deleteStaffContact(ctx: RequestContext, id: number): Promise<StaffContact> {
  const row = await deleteContact(ctx.db, ctx.tenantId, id);
  if (!row) throw notFound('staffContactNotFound');
  return toStaffContact(row);
}

/** Adds contacts to a tenant, skipping those it already has (the demo seed; idempotent). */
export async function addStaffContacts(
  db: RequestContext['db'],
  tenantId: number,
  inputs: StaffContactInput[],
  at: Date,
): Promise<void> {
  for (const input of inputs) await insertContact(db, tenantId, valuesOf(input), at);
}
