import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import {
  appendToTar,
  archiveName,
  type BackupManifest,
  compressInto,
  DUMP_FILE,
  MANIFEST,
  presentFileStores,
} from './backup-archive.ts';
import { appendEmbeddedBaseBackup } from './embedded-base-backup.ts';
import { dumpDatabase } from './pg-dump.ts';

export interface BackupOptions {
  /** Folder receiving the dated archive (created when missing). */
  outDir: string;
  now?: Date;
}

/**
 * `npm run backup`: the database (a base backup of the embedded cluster, or pg_dump of DATABASE_URL), then the
 * uploads and the private store, into one dated tar.gz. The files are copied after the database: a file a row
 * points to was written before the row, so the archive never has a row without its file (at worst a spare file).
 * Returns the archive's path.
 */
export async function createBackup(config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>, options: BackupOptions) {
  const now = options.now ?? new Date();
  const outDir = path.resolve(options.outDir);
  await fs.mkdir(outDir, { recursive: true });
  const target = path.join(outDir, archiveName(now));
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gs-backup-'));
  const tarFile = path.join(workDir, 'backup.tar');
  try {
    let postgresMajor: number;
    let kind: BackupManifest['kind'];
    if (config.DATABASE_URL) {
      kind = 'pg_dump';
      ({ postgresMajor } = await dumpDatabase(config.DATABASE_URL, path.join(workDir, DUMP_FILE)));
      await appendToTar(tarFile, workDir, [DUMP_FILE]);
    } else {
      kind = 'embedded';
      const staging = path.join(workDir, 'staging');
      ({ postgresMajor } = await appendEmbeddedBaseBackup(config.DATA_DIR, tarFile, staging, path.basename(target)));
    }
    const fileStores = presentFileStores(config.DATA_DIR);
    await appendToTar(tarFile, config.DATA_DIR, fileStores, { tolerateChanges: true });
    const manifest: BackupManifest = { format: 1, kind, createdAt: now.toISOString(), postgresMajor, fileStores };
    await fs.writeFile(path.join(workDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await appendToTar(tarFile, workDir, [MANIFEST]);
    await compressInto(tarFile, target);
    return target;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
