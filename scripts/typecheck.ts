// `npm run typecheck`: `tsc -b` over project references, so each package is checked once and the projects that import
// it read its emitted .d.ts (in .tsbuild/, git-ignored) instead of re-checking its source. packages/shared, which every
// other project references, is built first; then two lanes run at once (the CI machine has two cores), each one tsc
// process so its projects share the parsed typings of node_modules (antd and React; Fastify and Kysely). The lanes
// never build the same project: both only read shared's outputs, up to date by then; when shared fails the lanes are
// not started, or both would rebuild it into the same files at once. Fails when any build fails; each build's output is
// printed whole when it ends.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const FIRST: readonly string[] = ['packages/shared'];
const LANES: readonly (readonly string[])[] = [
  ['apps/server', '.'],
  ['packages/web', 'apps/storefront', 'apps/backoffice'],
];

function build(projects: readonly string[]): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-b', ...projects], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    let finished = false; // a failed spawn may emit both 'error' and 'close'
    const done = (code: number, error = '') => {
      if (finished) return;
      finished = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const result = code === 0 ? 'ok' : `FAILED (exit ${code})`;
      process.stdout.write(`tsc -b ${projects.join(' ')}: ${result} in ${seconds} s\n${output}${error}`);
      resolve(code === 0);
    };
    child.on('error', (error) => done(1, `${error}\n`));
    child.on('close', (code) => done(code ?? 1));
  });
}

const passed = (await build(FIRST)) && (await Promise.all(LANES.map(build))).every(Boolean);
process.exitCode = passed ? 0 : 1;
