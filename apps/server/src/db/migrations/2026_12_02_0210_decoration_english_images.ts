import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Two languages for real (issue #23): a banner or an ad is a picture with the shop's words on it, so a decoration
// entry may carry a second picture for English readers. Empty (every row that exists) shows `image_url` in English
// too. Additive only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE decorations
      ADD COLUMN IF NOT EXISTS image_en text NOT NULL DEFAULT '' CHECK (length(image_en) <= 500)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE decorations DROP COLUMN IF EXISTS image_en`.execute(db);
}
