import { loadConfig } from '../config.ts';
import { createSecretBoxFromConfig } from '../identity-deps.ts';
import { createDiskMediaStore } from '../modules/media/media-store.ts';
import { openDatabase } from './bootstrap.ts';
import { seedDemoData } from './seed.ts';

/** `npm run seed`: creates whatever demo data is missing; safe to run again. */
const log = (line: string) => process.stdout.write(`${line}\n`);
try {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  try {
    const result = await seedDemoData(database.db, createDiskMediaStore(config.uploadsDir), {
      secretBox: createSecretBoxFromConfig(config),
    });
    log(`Seed: created [${result.created.join(', ')}], already present [${result.existing.join(', ')}]`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`Seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
