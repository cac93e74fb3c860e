import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreBackup } from './restore.ts';

/** `npm run restore -- <archive> [--data-dir DIR]`: see restore.ts; non-zero with the reason on failure. */
const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
const log = (line: string) => process.stdout.write(`${line}\n`);
const [archive, ...extra] = positionals;
if (!archive || extra.length > 0) {
  process.stderr.write('Usage: npm run restore -- <backup archive> [--data-dir DIR]\n');
  process.exit(2);
}
try {
  const config = loadConfig();
  const restored = await restoreBackup(config, { archive, dataDir: values['data-dir'], log });
  if (restored.kind === 'embedded') {
    log(`Restored into ${restored.dataDir}. Start the shop with DATA_DIR=${restored.dataDir} and its ENCRYPTION_KEYS`);
    log('(or copy the key file back to secrets/encryption-keys there); a backup never holds the keys.');
    if (config.DATABASE_URL) log('DATABASE_URL is set: unset it, or the server will not use the restored database.');
  } else {
    log(`Restored the database into DATABASE_URL and the files into ${restored.dataDir}.`);
  }
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
