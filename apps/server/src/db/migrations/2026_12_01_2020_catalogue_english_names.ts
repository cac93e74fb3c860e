import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Two languages for real (issue #23): each catalogue name and decoration title gets an English twin. `name` stays
// the shop's own language; `name_en` is empty until staff write one, and an empty one answers `name` (so every row
// that exists keeps rendering as before). Additive only: nothing renamed or dropped.
const columns = [
  ['games', 'name_en', 60],
  ['regions', 'name_en', 60],
  ['game_attributes', 'name_en', 40],
  ['game_attribute_choices', 'name_en', 60],
  ['label_types', 'name_en', 20],
  ['decorations', 'title_en', 120],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, max] of columns) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN IF NOT EXISTS ${sql.ref(column)} text NOT NULL DEFAULT ''
        CHECK (length(${sql.ref(column)}) <= ${sql.lit(max)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of columns) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS ${sql.ref(column)}`.execute(db);
  }
}
