import pg from 'pg';

/**
 * Runs `work` while this process holds a PostgreSQL session advisory lock named `name`, so instances started together
 * take turns at a start-up write (the demo seed): the others wait, then find it done. The lock lives on a connection
 * of its own, outside the pool `work` uses (a pool of one would otherwise wait on itself), and ends with it.
 */
export async function withAdvisoryLock<T>(connectionString: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    return await work();
  } finally {
    await client.end();
  }
}
