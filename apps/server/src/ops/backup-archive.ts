import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/**
 * One backup is one tar.gz holding, relative to DATA_DIR: the database (`postgres/pgdata` + `postgres/pg-password`
 * for the embedded cluster, or `database.dump` from pg_dump for an external server), `uploads/` and `private/`, and
 * `manifest.json` saying which. Never `secrets/` (the key file) nor `.env`: a stolen backup must not carry the keys
 * that open the private store and the vault.
 */
export const MANIFEST = 'manifest.json';
export const DUMP_FILE = 'database.dump';
/** The file stores copied beside the database, as named under DATA_DIR (see composition/create-app-deps.ts). */
export const FILE_STORES = ['uploads', 'private'] as const;

export interface BackupManifest {
  format: 1;
  /** `embedded`: a base backup of the embedded cluster; `pg_dump`: a custom-format dump of DATABASE_URL. */
  kind: 'embedded' | 'pg_dump';
  createdAt: string;
  /** The server's major version (a base backup starts only on the same major). */
  postgresMajor: number;
  fileStores: string[];
}

/** `backup-2026-11-29T083012Z.tar.gz`: sorts by time, no characters a file system or shell dislikes. */
export function archiveName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `backup-${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6)}.tar.gz`;
}

export interface ToolOptions {
  /** Exit codes that count as success (GNU tar answers 1 when a file changed while read: expected for pgdata). */
  okCodes?: number[];
  env?: NodeJS.ProcessEnv;
}

/** Runs a command without a shell; resolves with its stdout, rejects with its stderr when it fails. */
export function runTool(command: string, args: string[], options: ToolOptions = {}): Promise<string> {
  const okCodes = options.okCodes ?? [0];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error) => reject(new Error(`Could not run ${command}: ${error.message}`)));
    child.once('close', (code) => {
      if (code !== null && okCodes.includes(code)) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${command} failed (${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/** Appends `entries` (paths under `baseDir`) to an uncompressed tar, creating it on first use. */
export async function appendToTar(
  tarFile: string,
  baseDir: string,
  entries: string[],
  options: { excludes?: string[]; tolerateChanges?: boolean } = {},
): Promise<void> {
  if (entries.length === 0) return;
  const mode = existsSync(tarFile) ? '--append' : '--create';
  const excludes = (options.excludes ?? []).map((pattern) => `--exclude=${pattern}`);
  const tolerate = options.tolerateChanges
    ? ['--warning=no-file-changed', '--warning=no-file-removed', '--ignore-failed-read']
    : [];
  await runTool(
    'tar',
    [mode, '--file', tarFile, '--anchored', ...tolerate, ...excludes, '-C', baseDir, '--', ...entries],
    { okCodes: options.tolerateChanges ? [0, 1] : [0] },
  );
}

/** Compresses the tar into `target` through a `.partial` name, so a half-written archive never looks complete. */
export async function compressInto(tarFile: string, target: string): Promise<void> {
  const partial = `${target}.partial`;
  await pipeline(createReadStream(tarFile), createGzip(), createWriteStream(partial, { mode: 0o600 }));
  await fs.rename(partial, target);
}

/** The manifest of an archive, read without unpacking the rest; a clear error for anything that is not a backup. */
export async function readManifest(archive: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await runTool('tar', ['--extract', '--gzip', '--to-stdout', '--file', archive, MANIFEST]);
  } catch {
    throw new Error(`${archive} is not a backup made by \`npm run backup\` (no readable ${MANIFEST})`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1 || (manifest.kind !== 'embedded' && manifest.kind !== 'pg_dump')) {
    throw new Error(`${archive}: unknown backup format`);
  }
  return manifest;
}

/** The file stores present under DATA_DIR (a shop that never took an upload has no folder yet). */
export function presentFileStores(dataDir: string): string[] {
  return FILE_STORES.filter((store) => existsSync(path.join(dataDir, store)));
}
