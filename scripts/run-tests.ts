// `npm test`: runs every stage, stops after the first group in which a stage failed, and prints how long each stage
// took (also when one failed). The exit code is the first failing stage's own (never 0 after a failure), or 0.
//
// Stages of one group run at the same time: lint, typecheck and the red-test gate are mostly single-threaded (tsc,
// dependency-cruiser) or waiting (PostgreSQL and Chromium starting), so together they keep both cores of the CI
// machine busy. Their output is held back and printed whole, one stage after another, as each ends.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

interface Stage {
  name: string;
  script: string;
}

const GROUPS: readonly (readonly Stage[])[] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'red-test gate', script: 'test:gate' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'unit, route, component', script: 'test:unit' }],
  // Two instances behind nginx on one PostgreSQL, each killed once during checkouts (scripts/reliability).
  [{ name: 'reliability drills', script: 'test:reliability:ci' }],
  [{ name: 'end to end', script: 'test:e2e:run' }],
];

interface Outcome {
  stage: Stage;
  seconds: number;
  code: number;
}

const running = new Set<ReturnType<typeof spawn>>();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill(signal);
  });
}

/** Runs one npm script; with `holdOutput` its output is printed whole when it ends. Resolves its exit code. */
function runStage(stage: Stage, holdOutput: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', stage.script], {
      cwd: root,
      stdio: holdOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (code: number) => {
      running.delete(child);
      if (holdOutput) {
        process.stdout.write(`\n── ${stage.name} (npm run ${stage.script}) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ stage, seconds: (performance.now() - started) / 1000, code });
    };
    child.on('error', () => finish(1));
    // A stage killed by a signal has no exit code: that is a failure too.
    child.on('close', (code) => finish(code ?? 1));
  });
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

function printTable(outcomes: readonly Outcome[], total: number) {
  const stages = GROUPS.flat();
  const width = Math.max(...stages.map((stage) => stage.name.length));
  const lines = stages.map((stage) => {
    const outcome = outcomes.find((candidate) => candidate.stage === stage);
    if (!outcome) return `  ${stage.name.padEnd(width)}  ${''.padStart(10)}  not run`;
    const result = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
    return `  ${stage.name.padEnd(width)}  ${formatSeconds(outcome.seconds).padStart(10)}  ${result}`;
  });
  console.log(
    `\nnpm test stages (a group's stages run at the same time):\n${lines.join('\n')}\n` +
      `  ${'total (wall clock)'.padEnd(width)}  ${formatSeconds(total).padStart(10)}`,
  );
}

const started = performance.now();
const outcomes: Outcome[] = [];
for (const group of GROUPS) {
  const results = await Promise.all(group.map((stage) => runStage(stage, group.length > 1)));
  outcomes.push(...results);
  if (interrupted || results.some((result) => result.code !== 0)) break;
}
printTable(outcomes, (performance.now() - started) / 1000);
const failure = outcomes.find((outcome) => outcome.code !== 0);
process.exitCode = failure ? failure.code : interrupted ? 130 : 0;
