import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// scripts/heap-growing.mjs, which scripts/start.mjs applies before the server starts (issue #22's memory budget): a
// child node imports it, keeps ~40 MB alive and churns garbage that lives long enough to be promoted out of the young
// generation (as in-flight requests' does under load), then prints the largest heap it saw, in MB.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const churn = `
  const { limitHeapGrowing } = await import(${JSON.stringify(path.join(repoRoot, 'scripts/heap-growing.mjs'))});
  limitHeapGrowing();
  const live = Array.from({ length: 300000 }, (_, k) => ({ k, s: 'x' + k }));
  const ring = new Array(2000).fill(null);
  let largest = 0;
  for (let i = 0; i < 15000; i++) {
    ring[i % ring.length] = Array.from({ length: 500 }, (_, k) => ({ k, s: 'y' + k }));
    if (i % 200 === 0) largest = Math.max(largest, process.memoryUsage().heapTotal);
  }
  console.log(Math.round(largest / 1048576), live.length);
`;

function largestHeapMb(nodeFlags: string[]): number {
  const run = spawnSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', churn], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.split(' ')[0]);
}

describe('the heap growing limit npm start applies', () => {
  it('collects old garbage before the heap grows far past what stays alive', () => {
    // ~40 MB alive and ~40 MB of ring: V8's default factor lets the heap reach ~400 MB, 1.3 keeps it near 170 MB.
    const limited = largestHeapMb([]);
    const operatorsChoice = largestHeapMb(['--heap-growing-percent=300']);
    expect(limited).toBeLessThan(260);
    expect(operatorsChoice).toBeGreaterThan(limited + 100);
  }, 60_000);
});
