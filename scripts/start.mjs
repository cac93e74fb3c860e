// `npm start`: builds the storefront when its build is missing or stale, then runs the server (TypeScript via tsx).
// package.json starts this with `exec`, so npm's own signal forwarding (a process manager's SIGTERM to npm) reaches
// this process directly and the server's clean shutdown runs; without `exec` the shell between them died alone.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The storefront's build inputs: its sources and config, and the shared contracts it bundles. */
const inputs = [
  'apps/storefront/src',
  'apps/storefront/index.html',
  'apps/storefront/vite.config.ts',
  'apps/storefront/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => !item.name.startsWith('.'))
    .flatMap((item) => listFiles(path.join(entry, item.name)));
}

/** Content hash of every input (mtimes are useless after a fresh clone), plus the API base the build bakes in. */
function sourceHash() {
  const hash = createHash('sha256');
  hash.update(`VITE_API_BASE=${process.env.VITE_API_BASE ?? ''}\n`);
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Runs the storefront build; a stop signal meanwhile ends the build and this process (nothing is served yet). */
function buildStorefront() {
  return new Promise((resolve) => {
    const build = spawn('npm', ['run', 'build', '-w', 'apps/storefront'], { cwd: root, stdio: 'inherit' });
    const stop = (signal) => {
      build.kill(signal);
      build.once('exit', () => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    build.once('exit', (code) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(code ?? 1);
    });
  });
}

// STOREFRONT_DIST naming another folder than the storefront's own build: a build made elsewhere, served as it is.
const dist = path.join(root, 'apps/storefront/dist');
if (!process.env.STOREFRONT_DIST || path.resolve(root, process.env.STOREFRONT_DIST) === dist) {
  const stamp = path.join(dist, '.source-hash');
  const wanted = sourceHash();
  const current = existsSync(stamp) && existsSync(path.join(dist, 'index.html')) ? readFileSync(stamp, 'utf8') : '';
  if (current !== wanted) {
    console.log(current ? 'Storefront sources changed: rebuilding…' : 'Building the storefront…');
    const status = await buildStorefront();
    if (status !== 0) {
      console.error('The storefront build failed; not starting.');
      process.exit(status);
    }
    writeFileSync(stamp, wanted);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/server.ts'));
