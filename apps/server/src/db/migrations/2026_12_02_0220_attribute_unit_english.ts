import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Two languages for real (issue #23): a number attribute's unit is a word of the shop's language ("35 个", "271 款"),
// so it gets an English twin as the attribute's name did (English words run longer: 20 characters). Empty (every row that exists) shows `unit` in English too.
// Additive only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE game_attributes
      ADD COLUMN IF NOT EXISTS unit_en text NOT NULL DEFAULT '' CHECK (length(unit_en) <= 20)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE game_attributes DROP COLUMN IF EXISTS unit_en`.execute(db);
}
