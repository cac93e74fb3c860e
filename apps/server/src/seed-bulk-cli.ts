import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/bootstrap.ts';
import { seedBulkListings } from './seed/seed-bulk.ts';

/**
 * `npm run seed:bulk -- --listings N [--batch 5000] [--connections 3]`: adds N realistic listings to the seeded
 * demo tenants for benchmarks. Uses DATABASE_URL when set (required while a server holds the embedded database),
 * else starts the embedded PostgreSQL under DATA_DIR.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
try {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string' },
      batch: { type: 'string', default: '5000' },
      connections: { type: 'string', default: '3' },
    },
  });
  const listings = Number(values.listings);
  const batchSize = Number(values.batch);
  const connections = Number(values.connections);
  if (!Number.isInteger(listings) || listings < 1) throw new Error('Give the number of listings: --listings 1000000');
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000) throw new Error('--batch must be 1–50000');
  if (!Number.isInteger(connections) || connections < 1 || connections > 16)
    throw new Error('--connections must be 1–16');
  const config = loadConfig();
  const database = await openDatabase({ ...config, DATABASE_POOL_SIZE: connections + 1 }, log);
  try {
    const result = await seedBulkListings(database.db, { listings, batchSize, connections, log });
    log(
      `Bulk seed: ${result.inserted.toLocaleString('en-US')} listings in ${(result.insertMs / 1000).toFixed(1)} s (+ ${(result.analyzeMs / 1000).toFixed(1)} s VACUUM ANALYZE)`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`Bulk seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
