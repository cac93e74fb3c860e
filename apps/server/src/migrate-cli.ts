import { loadConfig } from './config.ts';
import { openDatabase } from './db/bootstrap.ts';

/** `npm run migrate`: migrates DATABASE_URL (or the embedded database) to the newest schema; non-zero on failure. */
const log = (line: string) => process.stdout.write(`${line}\n`);
try {
  const database = await openDatabase(loadConfig(), log);
  await database.close();
  log('Database schema is up to date.');
} catch (error) {
  process.stderr.write(`Migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
