import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// ioredis (~3 MB held) serves only REDIS_URL: the rate-limit store, the event buses and the readiness probe load it
// when they are made with one. A fresh process loads the whole server as server.ts does, and says whether ioredis is
// among the modules loaded, before and after importing it itself (so the check can see it at all).
const serverDir = path.resolve(import.meta.dirname, '..');
const script = `
  import { createRequire } from 'node:module';
  const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes('/node_modules/ioredis/'));
  await import('./src/app.ts');
  await import('./src/composition/create-app-deps.ts');
  const before = loaded();
  await import('ioredis');
  console.log(JSON.stringify({ before, after: loaded() }));
`;

describe('ioredis', () => {
  it('is not loaded by the server without REDIS_URL', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { cwd: serverDir, timeout: 60_000 },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ before: false, after: true });
  }, 90_000);
});
