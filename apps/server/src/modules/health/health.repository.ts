import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** A round trip to the database (no tenant: it checks the connection, not anyone's data); throws when it is down. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
