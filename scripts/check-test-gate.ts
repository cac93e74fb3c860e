// `npm test` runs this before the suites: it proves that a failing test fails the run. vitest runs fixtures that
// fail on purpose in the shared and server projects (the server one on the real test database, started by the
// project's global setup), and Playwright runs one in Chromium. Each run must exit non-zero and report exactly the
// expected results; otherwise no result of the real suites could be trusted and this script fails the build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

interface Counts {
  passed: number;
  failed: number;
}

interface Outcome {
  status: number | null;
  counts: Counts | null;
  output: string;
}

function run(args: string[], env: Record<string, string>, readCounts: (stdout: string) => Counts | null): Outcome {
  const result = spawnSync(npx, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let counts: Counts | null = null;
  try {
    counts = readCounts(result.stdout);
  } catch {
    counts = null;
  }
  return { status: result.status, counts, output: `${result.stdout}\n${result.stderr}`.slice(-8_000) };
}

function vitestGate(): Outcome {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gs-gate-'));
  const report = path.join(dir, 'vitest.json');
  try {
    return run(
      ['vitest', 'run', '--project', 'shared', '--project', 'server', '--reporter=json', `--outputFile=${report}`],
      { TEST_GATE: '1' },
      () => {
        const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
        return { passed: json.numPassedTests, failed: json.numFailedTests };
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function playwrightGate(): Outcome {
  return run(['playwright', 'test', '--config', 'e2e/gate/playwright.gate.config.ts'], {}, (stdout) => {
    const json = JSON.parse(stdout) as { stats: { expected: number; unexpected: number } };
    return { passed: json.stats.expected, failed: json.stats.unexpected };
  });
}

const checks: { name: string; expected: Counts; outcome: () => Outcome }[] = [
  { name: 'vitest (shared + server on the real database)', expected: { passed: 1, failed: 2 }, outcome: vitestGate },
  // The second pair runs the journeys' fixture: a serious axe-core violation fails the journey it is found in.
  { name: 'Playwright (Chromium)', expected: { passed: 2, failed: 2 }, outcome: playwrightGate },
];

let broken = false;
for (const check of checks) {
  const outcome = check.outcome();
  const { counts, status } = outcome;
  const asExpected =
    counts !== null && counts.passed === check.expected.passed && counts.failed === check.expected.failed;
  if (status !== 0 && status !== null && asExpected) {
    console.log(`test gate: ${check.name} fails a failing test (exit ${status}) ✓`);
    continue;
  }
  broken = true;
  console.error(
    `test gate BROKEN: ${check.name} exited ${status} with ${JSON.stringify(counts)}; expected a non-zero exit with ${JSON.stringify(check.expected)}.`,
  );
  console.error(outcome.output);
}
process.exit(broken ? 1 : 0);
