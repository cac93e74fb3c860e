import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { logTransactionRetries } from '../db/transaction.ts';
import { Caches } from '../lib/caches.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { createServerLifecycle, type ServerLifecycle } from '../lib/lifecycle.ts';
import { recordAuditEntry } from '../modules/audit/index.ts';
import { createIdentityDeps, type IdentityDeps, type SmsSender, sendNoticeSms } from '../modules/identity/index.ts';
import { bidDepositPurpose, biddingOrderOutcomeHooks } from '../modules/selling/index.ts';
import type { ShopSettingsDeps } from '../modules/shop-settings/index.ts';
import { TenantResolver } from '../modules/tenants/index.ts';
import { createTradeDeps, type PaymentProviders, type TradeDeps } from '../modules/trade/index.ts';
import {
  createDiskMediaStore,
  createPrivateUploads,
  type MediaStore,
  type PrivateUploads,
} from '../modules/uploads/index.ts';
import type { AuditEntry } from '../plugins/audit.ts';

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
  /** ID photos and other private files: sealed, outside the public uploads folder. */
  privateUploads: PrivateUploads;
  trade: TradeDeps;
  shopSettings: ShopSettingsDeps;
  /** Stores each staff action the audit plugin reports (the audit log). */
  recordAudit: (db: Db, entry: AuditEntry) => Promise<void>;
  /** The order scheduler's sweep interval; 0 runs none (tests call the sweeps with their own clock). */
  schedulerIntervalMs: number;
  /** Turned to stopping by a stop signal before anything closes: readiness answers 503 from then on. */
  lifecycle: ServerLifecycle;
}

/** Test doubles and knobs for what talks to the outside world or to time. */
export interface AppDepsOverrides {
  clock?: Clock;
  smsSender?: SmsSender;
  paymentProviders?: PaymentProviders;
  schedulerIntervalMs?: number;
  /** Replaces the audit log's store (tests make it fail). */
  recordAudit?: (db: Db, entry: AuditEntry) => Promise<void>;
}

/** Builds the app's collaborators from the configuration: the one place that wires the features together. */
export function createAppDeps(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  overrides: AppDepsOverrides = {},
): AppDeps {
  logTransactionRetries(db, log);
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
      // Bidding's accepted requests follow their recycle orders (trade never imports bidding).
      outcomeHooks: { ...biddingOrderOutcomeHooks },
      purposes: { bid_deposit: bidDepositPurpose },
      notifyBySms: (notifyDb, notice, now) => sendNoticeSms(notifyDb, identity.sms, notice, now),
    },
  );
  const clock = overrides.clock ?? systemClock;
  const tenants = new TenantResolver(db, {
    defaultTenantCode: config.DEFAULT_TENANT,
    strict: config.STRICT_TENANT_HOSTS,
  });
  return {
    config,
    db,
    clock,
    log,
    caches: new Caches(() => clock.now().getTime()),
    tenants,
    identity,
    media: createDiskMediaStore(config.uploadsDir),
    privateUploads: createPrivateUploads(path.join(config.DATA_DIR, 'private'), identity.secretBox),
    trade,
    shopSettings: {
      secretBox: identity.secretBox,
      paymentProviders: trade.providers,
      sandboxAllowed: config.PAYMENT_SANDBOX_ENABLED,
      captchaServerEnabled: config.CAPTCHA_ENABLED,
      platformSmsProvider: identity.sms.sender.name,
      forgetTenantHosts: () => tenants.invalidate(),
    },
    recordAudit: overrides.recordAudit ?? recordAuditEntry,
    schedulerIntervalMs: overrides.schedulerIntervalMs ?? (config.NODE_ENV === 'test' ? 0 : 10_000),
    lifecycle: createServerLifecycle(),
  };
}
