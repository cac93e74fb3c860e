/** Work repeated on a timer: `tick` runs one pass now (tests call it); `stop` ends the timer and waits for a pass. */
export interface IntervalJob {
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs` until stopped. A pass never overlaps the previous one (a slow pass skips the
 * ticks that fall inside it), a failing pass is reported to `onError` and the next one runs as usual, and the timer
 * never keeps the process alive.
 */
export function startIntervalJob(options: {
  tick: () => Promise<void>;
  intervalMs: number;
  onError: (error: unknown) => void;
}): IntervalJob {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = options
      .tick()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    tick: options.tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
