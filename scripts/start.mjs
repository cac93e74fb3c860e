// `npm start`: builds the web apps (storefront, back office) whose build is missing or stale, then runs the server
// (TypeScript via tsx). package.json starts this with `exec`, so npm's own signal forwarding (a process manager's
// SIGTERM to npm) reaches this process directly and the server's clean shutdown runs; without `exec` the shell
// between them died alone.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What both apps bundle besides their own files: the shared contracts, the shared web code, the lock file. */
const sharedInputs = ['packages/shared/src', 'packages/web/src', 'packages/web/package.json', 'package-lock.json'];

/**
 * The web apps the server serves. `distVariable` names the configuration that points the server at another build:
 * a build made elsewhere, served as it is (not rebuilt here).
 */
const webApps = [
  { name: 'storefront', workspace: 'apps/storefront', distVariable: 'STOREFRONT_DIST' },
  { name: 'back office', workspace: 'apps/backoffice', distVariable: 'BACKOFFICE_DIST' },
];

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((item) => !item.name.startsWith('.'))
    .flatMap((item) => listFiles(path.join(entry, item.name)));
}

/** An app's build inputs: its sources and config, and what it shares with the other app. */
function inputsOf(workspace) {
  const own = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((entry) => `${workspace}/${entry}`);
  return [...own, ...sharedInputs];
}

/** Content hash of every input (mtimes are useless after a fresh clone), plus the API base the build bakes in. */
function sourceHash(workspace) {
  const hash = createHash('sha256');
  hash.update(`VITE_API_BASE=${process.env.VITE_API_BASE ?? ''}\n`);
  for (const file of inputsOf(workspace).flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Runs one app's build; a stop signal meanwhile ends the build and this process (nothing is served yet). */
function build(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    const stop = (signal) => {
      child.kill(signal);
      child.once('exit', () => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    child.once('exit', (code) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(code ?? 1);
    });
  });
}

for (const app of webApps) {
  const dist = path.join(root, app.workspace, 'dist');
  const configured = process.env[app.distVariable];
  if (configured && path.resolve(root, configured) !== dist) continue;
  const stamp = path.join(dist, '.source-hash');
  const wanted = sourceHash(app.workspace);
  const current = existsSync(stamp) && existsSync(path.join(dist, 'index.html')) ? readFileSync(stamp, 'utf8') : '';
  if (current === wanted) continue;
  console.log(current ? `The ${app.name}'s sources changed: rebuilding…` : `Building the ${app.name}…`);
  const status = await build(app.workspace);
  if (status !== 0) {
    console.error(`The ${app.name} build failed; not starting.`);
    process.exit(status);
  }
  writeFileSync(stamp, wanted);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/server.ts'));
