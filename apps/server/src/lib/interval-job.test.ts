import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

describe('startIntervalJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never overlaps a slow pass, and stop waits for the pass under way', async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    let finish: (() => void) | null = null;
    const job = startIntervalJob({
      intervalMs: 100,
      onError: () => undefined,
      tick: async () => {
        active += 1;
        most = Math.max(most, active);
        passes += 1;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        active -= 1;
      },
    });
    await vi.advanceTimersByTimeAsync(550);
    expect(passes).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    (finish as (() => void) | null)?.();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(passes).toBe(1);
    expect(most).toBe(1);
  });

  it('reports a failing pass and runs the next one', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const job = startIntervalJob({
      intervalMs: 100,
      onError: (error) => errors.push(error),
      tick: async () => {
        passes += 1;
        if (passes === 1) throw new Error('database away');
      },
    });
    await vi.advanceTimersByTimeAsync(350);
    await job.stop();
    expect(passes).toBe(3);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('database away');
  });
});
