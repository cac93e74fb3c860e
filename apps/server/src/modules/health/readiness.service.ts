import type { ReadinessCheck, ReadinessChecks } from '@gs/shared/tenant';
import type { Db } from '../../db/database.ts';
import type { ServerLifecycle } from '../../lib/lifecycle.ts';
import { findPendingMigrations, pingDatabase } from './health.repository.ts';
import type { RedisProbe } from './redis-probe.ts';

export interface ReadinessDeps {
  db: Db;
  lifecycle: ServerLifecycle;
  /** Null without REDIS_URL: the check is skipped. */
  redis: RedisProbe | null;
}

/** A probe answers within this or fails: a balancer's check must not hang on a database that stopped answering. */
const CHECK_TIMEOUT_MS = 2_000;

async function passes(check: () => Promise<boolean>): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([check(), timeout])) ? 'ok' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should get traffic: not stopping, the database answers, its schema has every migration of
 * this build, and Redis answers when configured. Once stopping, nothing else is asked (the pool is about to close).
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<ReadinessChecks> {
  if (deps.lifecycle.stopping) {
    return { running: 'failed', database: 'skipped', migrations: 'skipped', redis: 'skipped' };
  }
  const { redis } = deps;
  const [database, migrations, redisCheck] = await Promise.all([
    passes(async () => {
      await pingDatabase(deps.db);
      return true;
    }),
    passes(async () => (await findPendingMigrations(deps.db)).length === 0),
    redis
      ? passes(async () => {
          await redis.ping();
          return true;
        })
      : Promise.resolve<ReadinessCheck>('skipped'),
  ]);
  return { running: 'ok', database, migrations, redis: redisCheck };
}

/** The names of the checks that failed, in their order. */
export function failedChecks(checks: ReadinessChecks): (keyof ReadinessChecks)[] {
  return (Object.keys(checks) as (keyof ReadinessChecks)[]).filter((name) => checks[name] === 'failed');
}
