import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { createDb, type DbHandle } from './connection.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { migrateToLatest } from './migrate.ts';

export interface DatabaseRuntime extends DbHandle {
  embedded: boolean;
  /** Closes the pool and stops the embedded cluster, if any. */
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR; then migrates. */
export async function openDatabase(config: Config, log: (line: string) => void): Promise<DatabaseRuntime> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedPostgres({
        clusterDir: path.join(config.DATA_DIR, 'postgres'),
        database: 'storefront',
        log: (line) => {
          if (/ERROR|FATAL|PANIC|Initialising|orphaned|stale/.test(line)) log(line);
        },
      });
  const url = config.DATABASE_URL ?? embedded?.url;
  if (!url) throw new Error('No database URL');
  const handle = createDb(url, config.DATABASE_POOL_SIZE);
  try {
    await migrateToLatest(handle.db as unknown as Kysely<unknown>);
  } catch (error) {
    await handle.db.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    embedded: embedded !== null,
    async close() {
      await handle.db.destroy();
      await embedded?.stop();
    },
  };
}
