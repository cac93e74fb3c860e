import { sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';

/**
 * A template shop's catalogue, in the order it is copied (a table after the tables it points at): games and their
 * templates (attributes, choices), regions, heroes and skins, labels, dictionaries (trade fees and the other options
 * live there), QQ groups, notices and quick-recycle valuation rules. Never listings, users, orders or money.
 * `refs` maps a column to the copied table whose new ids replace the old ones; `people` are columns naming a user of
 * the template shop, left empty in the copy.
 */
const catalogueTables: readonly {
  table: keyof Database;
  identity: boolean;
  refs?: Record<string, keyof Database>;
  people?: readonly string[];
}[] = [
  { table: 'games', identity: true },
  { table: 'game_attributes', identity: true, refs: { game_id: 'games' } },
  { table: 'game_attribute_choices', identity: true, refs: { attribute_id: 'game_attributes' } },
  { table: 'regions', identity: true, refs: { game_id: 'games', parent_id: 'regions' } },
  { table: 'heroes', identity: true, refs: { game_id: 'games' } },
  { table: 'skins', identity: true, refs: { hero_id: 'heroes', choice_id: 'game_attribute_choices' } },
  { table: 'label_types', identity: true },
  { table: 'dict_data', identity: true },
  { table: 'qq_groups', identity: true, refs: { game_id: 'games' } },
  { table: 'notices', identity: true },
  { table: 'recycle_valuation_rules', identity: false, refs: { game_id: 'games' }, people: ['updated_by'] },
];

/** Rows copied per table. */
export type CatalogueCounts = Record<string, number>;

async function columnsOf(db: Db, table: string): Promise<{ name: string; nullable: boolean }[]> {
  const result = await sql<{ column_name: string; is_nullable: string }>`
    SELECT column_name, is_nullable FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
    ORDER BY ordinal_position
  `.execute(db);
  return result.rows.map((row) => ({ name: row.column_name, nullable: row.is_nullable === 'YES' }));
}

/**
 * Copies the catalogue of shop `fromTenantId` into the new shop `toTenantId` (inside the caller's transaction): every
 * row gets a new id, and the columns pointing at copied rows point at the copies.
 */
export async function copyCatalogue(db: Db, fromTenantId: number, toTenantId: number): Promise<CatalogueCounts> {
  await sql`
    CREATE TEMP TABLE IF NOT EXISTS catalogue_copy_ids (tbl text, old_id bigint, new_id bigint, PRIMARY KEY (tbl, old_id))
    ON COMMIT DROP
  `.execute(db);
  // New ids are drawn first, so rows pointing at rows of their own table (regions' parents) find their copies.
  for (const { table, identity } of catalogueTables) {
    if (!identity) continue;
    await sql`
      INSERT INTO catalogue_copy_ids (tbl, old_id, new_id)
      SELECT ${table}, id, nextval(pg_get_serial_sequence(${table}, 'id')) FROM ${sql.table(table)}
      WHERE tenant_id = ${fromTenantId} ORDER BY id
    `.execute(db);
  }
  const counts: CatalogueCounts = {};
  for (const { table, identity, refs = {}, people = [] } of catalogueTables) {
    const columns = (await columnsOf(db, table)).filter((c) => c.name !== 'tenant_id' && c.name !== 'id');
    const values = columns.map((column) => {
      const target = refs[column.name];
      if (target) {
        return sql`(SELECT m.new_id FROM catalogue_copy_ids m WHERE m.tbl = ${target} AND m.old_id = s.${sql.ref(column.name)})`;
      }
      if (people.includes(column.name)) return sql`NULL`;
      return sql`s.${sql.ref(column.name)}`;
    });
    const names = columns.map((column) => sql.ref(column.name));
    const result = identity
      ? await sql`
          INSERT INTO ${sql.table(table)} (tenant_id, id, ${sql.join(names)}) OVERRIDING SYSTEM VALUE
          SELECT ${toTenantId}, m.new_id, ${sql.join(values)}
          FROM ${sql.table(table)} s JOIN catalogue_copy_ids m ON m.tbl = ${table} AND m.old_id = s.id
          WHERE s.tenant_id = ${fromTenantId}
          ORDER BY s.id
        `.execute(db)
      : await sql`
          INSERT INTO ${sql.table(table)} (tenant_id, ${sql.join(names)})
          SELECT ${toTenantId}, ${sql.join(values)} FROM ${sql.table(table)} s WHERE s.tenant_id = ${fromTenantId}
        `.execute(db);
    counts[table] = Number(result.numAffectedRows ?? 0);
  }
  await sql`DELETE FROM catalogue_copy_ids`.execute(db);
  return counts;
}
