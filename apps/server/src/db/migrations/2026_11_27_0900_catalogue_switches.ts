import { type Kysely, sql } from 'kysely';

// Frozen in time: imports nothing from the app.
//
// Back-office catalogue (issue 14, screen 5): staff disable region nodes and label types instead of deleting them,
// so listings that use them keep their region path and badges. A disabled node (and everything under it) leaves the
// selling pickers and the region filters; a disabled label type leaves the list of label types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE regions ADD COLUMN enabled boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE label_types ADD COLUMN enabled boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE label_types DROP COLUMN IF EXISTS enabled`.execute(db);
  await sql`ALTER TABLE regions DROP COLUMN IF EXISTS enabled`.execute(db);
}
