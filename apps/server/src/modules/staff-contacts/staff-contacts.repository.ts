import type { StaffContactKind, StaffContactListQuery, StaffContactRole } from '@gs/shared/staff-contacts';
import type { Db } from '../../db/database.ts';

export interface StaffContactValues {
  kind: StaffContactKind;
  value: string;
  valueNormalized: string;
  name: string;
  role: StaffContactRole;
  isPublic: boolean;
  enabled: boolean;
  sort: number;
}

const toColumns = (values: StaffContactValues) => ({
  kind: values.kind,
  value: values.value,
  value_normalized: values.valueNormalized,
  display_name: values.name,
  role: values.role,
  is_public: values.isPublic,
  enabled: values.enabled,
  sort: values.sort,
});

/** The tenant's contacts whose normal form is `normalized` (one per kind at most), enabled first. */
export function findContactsByValue(db: Db, tenantId: number, normalized: string) {
  return db
    .selectFrom('staff_contacts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('value_normalized', '=', normalized)
    .orderBy('enabled', 'desc')
    .orderBy('is_public', 'desc')
    .execute();
}

/** The tenant's enabled, public contacts in the shop's order. */
export function listPublicContacts(db: Db, tenantId: number) {
  return db
    .selectFrom('staff_contacts')
    .select(['kind', 'value', 'display_name', 'role'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true)
    .where('is_public', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

function filtered(db: Db, tenantId: number, query: Omit<StaffContactListQuery, 'pageNum' | 'pageSize'>) {
  let select = db.selectFrom('staff_contacts').where('tenant_id', '=', tenantId);
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.role) select = select.where('role', '=', query.role);
  if (query.keyword) {
    const like = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) => eb.or([eb('display_name', 'ilike', like), eb('value', 'ilike', like)]));
  }
  return select;
}

/** A page of the tenant's contacts (all of them, for staff) in the shop's order. */
export function listContacts(db: Db, tenantId: number, query: StaffContactListQuery) {
  return filtered(db, tenantId, query)
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
}

export async function countContacts(db: Db, tenantId: number, query: StaffContactListQuery): Promise<number> {
  const row = await filtered(db, tenantId, query)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findContact(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('staff_contacts')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Inserts a contact; undefined when the tenant already has this kind and value. */
export function insertContact(db: Db, tenantId: number, values: StaffContactValues, at: Date) {
  return db
    .insertInto('staff_contacts')
    .values({ tenant_id: tenantId, ...toColumns(values), created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'value_normalized']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Replaces a contact's fields; undefined when it does not exist. A clash of kind and value throws 23505. */
export function updateContact(db: Db, tenantId: number, id: number, values: StaffContactValues, at: Date) {
  return db
    .updateTable('staff_contacts')
    .set({ ...toColumns(values), updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function deleteContact(db: Db, tenantId: number, id: number) {
  return db
    .deleteFrom('staff_contacts')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
