import type { Db } from '../../../db/database.ts';
import type { Clock } from '../../../lib/clock.ts';
import { type IntervalJob, startIntervalJob } from '../../../lib/interval-job.ts';
import { sweepBidDeposits } from './bid-deposit.service.ts';
import { expireDueBidRequests } from './bid-requests.repository.ts';

/*
 * Bidding deadlines. Each batch is one statement that claims due requests with FOR UPDATE SKIP LOCKED, marks them
 * `expired` and rejects their active quotes: several instances sweeping at once take different requests, and a
 * request an accept is working on is left for the next tick (where the accept's conditional update has settled it).
 * Answers never wait for the sweep: a request past its deadline is already treated as closed.
 */

/** Expires open requests whose deadline has passed (every tenant), rejecting their quotes; answers how many. */
export async function sweepExpiredBidRequests(db: Db, now: Date, batch = 200, maxBatches = 10): Promise<number> {
  let done = 0;
  for (let i = 0; i < maxBatches; i++) {
    const expired = await expireDueBidRequests(db, now, batch);
    done += expired.length;
    if (expired.length < batch) break;
  }
  return done;
}

/** Runs the sweep every `intervalMs` until stopped; a tick never overlaps the previous one. */
export function startBidScheduler(options: {
  db: Db;
  clock: Clock;
  intervalMs: number;
  onError: (error: unknown) => void;
}): IntervalJob {
  return startIntervalJob({
    intervalMs: options.intervalMs,
    onError: options.onError,
    tick: async () => {
      await sweepExpiredBidRequests(options.db, options.clock.now());
      await sweepBidDeposits(options.db, options.clock.now());
    },
  });
}
