import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Two languages for real (issue #23), what 2026_12_01_2020 left in the shop's language only: the hot searches, hero
// and skin names and the level names of a choice-with-level attribute get English twins. As there, the shop's own
// columns stay as they are and an empty English one answers the shop's (every row that exists renders as before).
// `levels_en` is positional: its n-th entry names `levels`' n-th level ('' or missing: the shop's name of it).
// Additive only: nothing renamed or dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tenant_settings
      ADD COLUMN IF NOT EXISTS hot_searches_en text[] NOT NULL DEFAULT '{}'
      CHECK (cardinality(hot_searches_en) <= 3)`.execute(db);
  for (const table of ['heroes', 'skins']) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN IF NOT EXISTS name_en text NOT NULL DEFAULT '' CHECK (length(name_en) <= 60)`.execute(db);
  }
  await sql`
    ALTER TABLE game_attributes
      ADD COLUMN IF NOT EXISTS levels_en text[] NOT NULL DEFAULT '{}'
      CHECK (cardinality(levels_en) <= 16)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE game_attributes DROP COLUMN IF EXISTS levels_en`.execute(db);
  for (const table of ['skins', 'heroes']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS name_en`.execute(db);
  }
  await sql`ALTER TABLE tenant_settings DROP COLUMN IF EXISTS hot_searches_en`.execute(db);
}
