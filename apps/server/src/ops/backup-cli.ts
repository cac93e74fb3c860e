import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createBackup } from './backup.ts';

/**
 * `npm run backup [-- --out DIR]`: one dated archive of the database, the uploads and the private store, in DIR
 * (default BACKUP_DIR, else ./backups). ENCRYPTION_KEYS and the key file are never in it: keep them apart.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  const archive = await createBackup(loadConfig(), { outDir: values.out ?? process.env.BACKUP_DIR ?? 'backups' });
  process.stdout.write(`Backup written: ${archive}\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
