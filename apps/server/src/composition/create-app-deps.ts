import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { Caches } from '../lib/caches.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { createIdentityDeps, type IdentityDeps, type SmsSender } from '../modules/identity/index.ts';
import { TenantResolver } from '../modules/tenants/index.ts';
import { createTradeDeps, type PaymentProviders, type TradeDeps } from '../modules/trade/index.ts';
import { createDiskMediaStore, type MediaStore } from '../modules/uploads/index.ts';

/** Everything an app is built from: every service, provider and cache, built once per app. */
export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  caches: Caches;
  tenants: TenantResolver;
  identity: IdentityDeps;
  media: MediaStore;
  trade: TradeDeps;
  /** The order scheduler's sweep interval; 0 runs none (tests call the sweeps with their own clock). */
  schedulerIntervalMs: number;
}

/** Test doubles and knobs for what talks to the outside world or to time. */
export interface AppDepsOverrides {
  clock?: Clock;
  smsSender?: SmsSender;
  paymentProviders?: PaymentProviders;
  schedulerIntervalMs?: number;
}

/** Builds the app's collaborators from the configuration: the one place that wires the features together. */
export function createAppDeps(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  overrides: AppDepsOverrides = {},
): AppDeps {
  const identity = createIdentityDeps(config, (line) => log.info(line), {
    ...(overrides.smsSender ? { smsSender: overrides.smsSender } : {}),
  });
  const trade = createTradeDeps(
    db,
    identity.secretBox,
    (event, data) => log.warn({ alert: event, ...data }, `ALERT ${event}`),
    {
      sandboxEnabled: config.PAYMENT_SANDBOX_ENABLED,
      ...(overrides.paymentProviders ? { providers: overrides.paymentProviders } : {}),
    },
  );
  const clock = overrides.clock ?? systemClock;
  return {
    config,
    db,
    clock,
    log,
    caches: new Caches(() => clock.now().getTime()),
    tenants: new TenantResolver(db, { defaultTenantCode: config.DEFAULT_TENANT, strict: config.STRICT_TENANT_HOSTS }),
    identity,
    media: createDiskMediaStore(config.uploadsDir),
    trade,
    schedulerIntervalMs: overrides.schedulerIntervalMs ?? (config.NODE_ENV === 'test' ? 0 : 10_000),
  };
}
