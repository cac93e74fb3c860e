// `npm run typecheck`: tsc checks one project on one core, so the projects run in two lanes at once (the CI machine
// has two cores). Fails when any project fails; each lane's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const LANES: readonly (readonly string[])[] = [
  ['packages/shared', 'apps/server', '.'],
  ['packages/web', 'apps/storefront', 'apps/backoffice'],
];

function check(project: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function runLane(projects: readonly string[]): Promise<boolean> {
  let passed = true;
  for (const project of projects) {
    const started = performance.now();
    const { code, output } = await check(project);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `tsc -p ${project}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds} s\n${output}`,
    );
    if (code !== 0) passed = false;
  }
  return passed;
}

const results = await Promise.all(LANES.map(runLane));
process.exitCode = results.every(Boolean) ? 0 : 1;
