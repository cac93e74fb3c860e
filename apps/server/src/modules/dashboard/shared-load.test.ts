import { describe, expect, it } from 'vitest';
import { Caches, defineCache } from '../../lib/caches.ts';
import { loadShared } from './shared-load.ts';

const spec = defineCache<string>('test.shared-load', 1_000);

/** A load that counts its calls and answers when released. */
function gatedLoad(answer: string) {
  let release: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const state = { calls: 0 };
  const load = () => {
    state.calls += 1;
    return new Promise<string>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return { state, load, release: () => release(answer), fail: (error: Error) => fail(error) };
}

describe('loadShared', () => {
  it('loads once for misses that arrive together, and every waiter gets that answer', async () => {
    const caches = new Caches();
    const gate = gatedLoad('figures');
    const waiting = Array.from({ length: 5 }, () => loadShared(caches, spec, 1, gate.load));
    await Promise.resolve();
    gate.release();
    expect(await Promise.all(waiting)).toEqual(Array(5).fill('figures'));
    expect(gate.state.calls).toBe(1);
    // Kept for the cache's time to live.
    expect(await loadShared(caches, spec, 1, gatedLoad('later').load)).toBe('figures');
  });

  it('never shares a load or an entry between tenants, nor between two apps', async () => {
    const caches = new Caches();
    const first = gatedLoad('tenant 1');
    const second = gatedLoad('tenant 2');
    const otherApp = gatedLoad('other app');
    const answers = Promise.all([
      loadShared(caches, spec, 1, first.load),
      loadShared(caches, spec, 2, second.load),
      loadShared(new Caches(), spec, 1, otherApp.load),
    ]);
    first.release();
    second.release();
    otherApp.release();
    expect(await answers).toEqual(['tenant 1', 'tenant 2', 'other app']);
    expect([first.state.calls, second.state.calls, otherApp.state.calls]).toEqual([1, 1, 1]);
  });

  it('gives a failure to the waiters of that load only: the next miss loads again', async () => {
    const caches = new Caches();
    const failing = gatedLoad('never');
    const waiting = [loadShared(caches, spec, 1, failing.load), loadShared(caches, spec, 1, failing.load)];
    failing.fail(new Error('database gone'));
    for (const result of await Promise.allSettled(waiting)) {
      expect(result).toMatchObject({ status: 'rejected', reason: { message: 'database gone' } });
    }
    expect(failing.state.calls).toBe(1);
    const retry = gatedLoad('recovered');
    const again = loadShared(caches, spec, 1, retry.load);
    retry.release();
    expect(await again).toBe('recovered');
  });

  it('loads again once the entry expired', async () => {
    let now = 0;
    const caches = new Caches(() => now);
    const first = gatedLoad('first');
    const answer = loadShared(caches, spec, 1, first.load);
    first.release();
    expect(await answer).toBe('first');
    now = 999;
    expect(await loadShared(caches, spec, 1, gatedLoad('unused').load)).toBe('first');
    now = 1_001;
    const second = gatedLoad('second');
    const renewed = loadShared(caches, spec, 1, second.load);
    second.release();
    expect(await renewed).toBe('second');
  });
});
