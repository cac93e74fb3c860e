import type { Db } from '../../db/database.ts';

const labelColumns = ['id', 'name', 'name_en', 'color', 'description', 'sort', 'enabled'] as const;

/** A page of the tenant's label types (disabled ones too), in display order. */
export function listStaffLabels(db: Db, tenantId: number, limit: number, offset: number) {
  return db
    .selectFrom('label_types')
    .select(labelColumns)
    .where('tenant_id', '=', tenantId)
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type StaffLabelRow = Awaited<ReturnType<typeof listStaffLabels>>[number];

export async function countLabels(db: Db, tenantId: number) {
  const row = await db
    .selectFrom('label_types')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findLabel(db: Db, tenantId: number, labelId: number) {
  return db
    .selectFrom('label_types')
    .select(labelColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', labelId)
    .executeTakeFirst();
}

export async function findLabelIdByName(db: Db, tenantId: number, name: string) {
  const row = await db
    .selectFrom('label_types')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id;
}

export interface LabelValues {
  name: string;
  name_en?: string;
  color: string;
  description: string;
  sort: number;
}

export function insertLabel(db: Db, tenantId: number, values: LabelValues) {
  return db
    .insertInto('label_types')
    .values({ ...values, tenant_id: tenantId })
    .returning(labelColumns)
    .executeTakeFirstOrThrow();
}

export function updateLabel(
  db: Db,
  tenantId: number,
  labelId: number,
  values: Partial<LabelValues & { enabled: boolean }>,
) {
  return db
    .updateTable('label_types')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', labelId)
    .returning(labelColumns)
    .executeTakeFirst();
}

const dictColumns = ['id', 'dict_type', 'label', 'value', 'sort', 'is_default', 'state'] as const;

/** A page of the tenant's dictionary rows (disabled ones too), of one type or all, by type and display order. */
export function listStaffDictRows(
  db: Db,
  tenantId: number,
  dictType: string | undefined,
  limit: number,
  offset: number,
) {
  return db
    .selectFrom('dict_data')
    .select(dictColumns)
    .where('tenant_id', '=', tenantId)
    .$if(dictType !== undefined, (qb) => qb.where('dict_type', '=', dictType as string))
    .orderBy('dict_type')
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type StaffDictRow = Awaited<ReturnType<typeof listStaffDictRows>>[number];

/** The tenant's dictionary types with their row counts. */
export function listDictTypeCounts(db: Db, tenantId: number) {
  return db
    .selectFrom('dict_data')
    .select(['dict_type', (eb) => eb.fn.countAll<string>().as('n')])
    .where('tenant_id', '=', tenantId)
    .groupBy('dict_type')
    .orderBy('dict_type')
    .execute();
}

export function findDictRow(db: Db, tenantId: number, rowId: number) {
  return db
    .selectFrom('dict_data')
    .select(dictColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', rowId)
    .executeTakeFirst();
}

export function updateDictRow(
  db: Db,
  tenantId: number,
  rowId: number,
  values: { label?: string; state?: 'active' | 'disabled' },
) {
  return db
    .updateTable('dict_data')
    .set(values)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', rowId)
    .returning(dictColumns)
    .executeTakeFirst();
}

/** The (type, key) of every dictionary row of the tenant, disabled ones too. */
export function listDictKeys(db: Db, tenantId: number) {
  return db.selectFrom('dict_data').select(['dict_type', 'value']).where('tenant_id', '=', tenantId).execute();
}

export function findDictRowByKey(db: Db, tenantId: number, dictType: string, value: string) {
  return db
    .selectFrom('dict_data')
    .select(dictColumns)
    .where('tenant_id', '=', tenantId)
    .where('dict_type', '=', dictType)
    .where('value', '=', value)
    .executeTakeFirst();
}

export function insertDictRow(
  db: Db,
  tenantId: number,
  values: { dictType: string; value: string; label: string; sort: number },
) {
  return db
    .insertInto('dict_data')
    .values({
      tenant_id: tenantId,
      dict_type: values.dictType,
      value: values.value,
      label: values.label,
      sort: values.sort,
    })
    .returning(dictColumns)
    .executeTakeFirstOrThrow();
}
