// `npm test`: runs every stage in order, stops at the first one that fails, and prints how long each stage took
// (also when one failed). The exit code is the failing stage's own (never 0 after a failure), or 0 when all pass.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Stage {
  name: string;
  script: string;
}

const STAGES: readonly Stage[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'red-test gate', script: 'test:gate' },
  { name: 'unit, route, component', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'end to end', script: 'test:e2e:run' },
];

interface Outcome {
  stage: Stage;
  seconds: number;
  code: number;
}

let current: ReturnType<typeof spawn> | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exitCode = 130;
  });
}

function runStage(stage: Stage): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], { cwd: root, stdio: 'inherit' });
    current = child;
    child.on('error', () => resolve(1));
    // A stage killed by a signal has no exit code: that is a failure too.
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

function printTable(outcomes: readonly Outcome[], skipped: readonly Stage[]) {
  const width = Math.max(...STAGES.map((stage) => stage.name.length));
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  const lines = outcomes.map(
    (outcome) =>
      `  ${outcome.stage.name.padEnd(width)}  ${formatSeconds(outcome.seconds).padStart(10)}  ${outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`}`,
  );
  for (const stage of skipped) lines.push(`  ${stage.name.padEnd(width)}  ${''.padStart(10)}  not run`);
  console.log(
    `\nnpm test stages:\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${formatSeconds(total).padStart(10)}`,
  );
}

const outcomes: Outcome[] = [];
let failed = 0;
for (const stage of STAGES) {
  const started = performance.now();
  const code = await runStage(stage);
  outcomes.push({ stage, seconds: (performance.now() - started) / 1000, code });
  if (code !== 0 || process.exitCode) {
    failed = code || 1;
    break;
  }
}
printTable(outcomes, STAGES.slice(outcomes.length));
process.exitCode = failed;
