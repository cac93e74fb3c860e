import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The connection URL of the embedded PostgreSQL a started test server runs in `dataDir` (its password and port). */
export function serverDatabaseUrl(dataDir: string): string {
  const clusterDir = path.join(dataDir, 'postgres');
  const password = readFileSync(path.join(clusterDir, 'pg-password'), 'utf8').trim();
  const port = readFileSync(path.join(clusterDir, 'pgdata', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/storefront`;
}
