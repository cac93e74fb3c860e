import { createAppDeps } from './composition/create-app-deps.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/bootstrap.ts';
import { createLogger } from './lib/logger.ts';
import { seedDemoData } from './seed/seed-demo.ts';

/** `npm run seed`: creates whatever demo data is missing; safe to run again. */
const log = (line: string) => process.stdout.write(`${line}\n`);
try {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  try {
    const result = await seedDemoData(createAppDeps(config, database.db, createLogger(config.LOG_LEVEL)));
    log(`Seed: created [${result.created.join(', ')}], already present [${result.existing.join(', ')}]`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`Seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
