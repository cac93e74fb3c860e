import pg from 'pg';
import { runTool } from './backup-archive.ts';

/**
 * The route for an external DATABASE_URL: the operator's own pg_dump / pg_restore (PG_DUMP / PG_RESTORE name another
 * binary than the first on PATH). pg_dump refuses a server newer than itself and an older server's dump may lack
 * what a newer one stores, so the backup asks for the same major version on both sides.
 */

const pgDumpBinary = () => process.env.PG_DUMP || 'pg_dump';
const pgRestoreBinary = () => process.env.PG_RESTORE || 'pg_restore';

/** `pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)` → 15. */
export function majorOfToolVersion(output: string): number {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(output);
  if (!match?.[1]) throw new Error(`Cannot read the version of: ${output.trim()}`);
  return Number(match[1]);
}

/** The connection string without its password, which goes through PGPASSWORD instead (not visible in `ps`). */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(result.rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** Dumps DATABASE_URL in custom format into `file`; refuses, naming both versions, when the majors differ. */
export async function dumpDatabase(url: string, file: string): Promise<{ postgresMajor: number }> {
  const binary = pgDumpBinary();
  const toolMajor = majorOfToolVersion(await runTool(binary, ['--version']));
  const postgresMajor = await serverMajor(url);
  if (toolMajor !== postgresMajor) {
    throw new Error(
      `${binary} is PostgreSQL ${toolMajor} but the server at DATABASE_URL is PostgreSQL ${postgresMajor}: install the ` +
        `PostgreSQL ${postgresMajor} client tools and put them first on PATH, or set PG_DUMP (and PG_RESTORE) to them.`,
    );
  }
  const target = splitPassword(url);
  await runTool(binary, ['--format=custom', '--no-owner', '--file', file, '--dbname', target.url], {
    env: target.env,
  });
  return { postgresMajor };
}

/** Restores a custom-format dump into DATABASE_URL, which must hold no tables, views or sequences of its own. */
export async function restoreDump(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if (Number(found.rows[0]?.count) > 0) {
      throw new Error(
        'The database at DATABASE_URL is not empty: restore into a new, empty database (createdb), then point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
  const target = splitPassword(url);
  await runTool(pgRestoreBinary(), ['--no-owner', '--exit-on-error', '--dbname', target.url, file], {
    env: target.env,
  });
}
