// `npm start`: builds the web apps (storefront, back office) and the server (TypeScript to JavaScript in
// apps/server/dist) where the build is missing or stale, then runs the built server in this process: plain node, no
// TypeScript compiled at run time (tsx stays for development and the tests). package.json starts this with `exec`,
// so npm's own signal forwarding (a process manager's SIGTERM to npm) reaches this process directly and the server's
// clean shutdown runs; without `exec` the shell between them died alone.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { limitHeapGrowing } from './heap-growing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What both apps bundle besides their own files: the shared contracts, the shared web code, the lock file. */
const sharedInputs = ['packages/shared/src', 'packages/web/src', 'packages/web/package.json', 'package-lock.json'];

/** What the server's build bundles: its sources, build script and package file, the shared contracts, the lock file. */
const serverInputs = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];

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
function sourceHash(inputs) {
  const hash = createHash('sha256');
  hash.update(`VITE_API_BASE=${process.env.VITE_API_BASE ?? ''}\n`);
  for (const file of inputs.flatMap(listFiles).sort()) {
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

/** Builds one workspace when its dist/ lacks `entry` or was built from other sources; exits when the build fails. */
async function buildWhenStale(name, workspace, inputs, entry) {
  const dist = path.join(root, workspace, 'dist');
  const stamp = path.join(dist, '.source-hash');
  const wanted = sourceHash(inputs);
  const current = existsSync(stamp) && existsSync(path.join(dist, entry)) ? readFileSync(stamp, 'utf8') : '';
  if (current === wanted) return;
  console.log(current ? `The ${name}'s sources changed: rebuilding…` : `Building the ${name}…`);
  const status = await build(workspace);
  if (status !== 0) {
    console.error(`The ${name} build failed; not starting.`);
    process.exit(status);
  }
  writeFileSync(stamp, wanted);
}

for (const app of webApps) {
  const configured = process.env[app.distVariable];
  if (configured && path.resolve(root, configured) !== path.join(root, app.workspace, 'dist')) continue;
  await buildWhenStale(app.name, app.workspace, inputsOf(app.workspace), 'index.html');
}
await buildWhenStale('server', 'apps/server', serverInputs, 'server.js');

limitHeapGrowing();

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
