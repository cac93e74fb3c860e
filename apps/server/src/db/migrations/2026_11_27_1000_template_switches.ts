import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Back-office attribute templates, heroes and skins (issue 14, screen 5): staff disable attributes, choices,
// heroes and skins instead of deleting them, so listings that use them keep showing their values. A disabled
// attribute or choice leaves the selling forms, the listing filters and selling validation; a disabled number
// attribute keeps its number slot (its values stay in num_1 … num_4 of the listings that have them).
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['game_attributes', 'game_attribute_choices', 'heroes', 'skins']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN enabled boolean NOT NULL DEFAULT true`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['skins', 'heroes', 'game_attribute_choices', 'game_attributes']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS enabled`.execute(db);
  }
}
