import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { SmsNotice } from '../identity/index.ts';
import type { OrderOutcomeHooks } from './orders/order-outcome-hooks.ts';
import { createAlipayProvider } from './payments/alipay-provider.ts';
import type { PaymentProviders } from './payments/payment-provider.ts';
import type { PaymentPurposes } from './payments/payment-purposes.ts';
import { createSandboxProvider, type SandboxGateway } from './payments/sandbox-provider.ts';

/** Logs an event that needs a person (a late payment to refund, a forged notification); never secrets. */
export type Alert = (event: string, data: Record<string, unknown>) => void;

/** Texts a user about their order or claim (best effort: recorded in the SMS outbox, never thrown). */
export type NotifyBySms = (db: Db, notice: SmsNotice, now: Date) => Promise<unknown>;

export interface TradeDeps {
  secretBox: SecretBox;
  providers: PaymentProviders;
  sandbox: SandboxGateway;
  alert: Alert;
  /** What other features run when an order of their origin ends (bidding's recycle orders): this app's only. */
  outcomeHooks: OrderOutcomeHooks;
  /** What other features take payments for without an order (bidding's seller deposit): this app's only. */
  purposes: PaymentPurposes;
  /** The app's SMS provider for notices (the composition root passes identity's); without one, none is sent. */
  notifyBySms: NotifyBySms;
}

/** The buying flow's collaborators, built once per app. */
export function createTradeDeps(
  db: Db,
  secretBox: SecretBox,
  alert: Alert,
  options: {
    providers?: PaymentProviders;
    sandboxEnabled?: boolean;
    outcomeHooks?: OrderOutcomeHooks;
    purposes?: PaymentPurposes;
    notifyBySms?: NotifyBySms;
  } = {},
): TradeDeps {
  const sandbox = createSandboxProvider(secretBox);
  const alipay = createAlipayProvider(db, secretBox);
  // Without the sandbox, a tenant still set to it gets "payment unavailable" and its cashier pages are gone.
  const providers: PaymentProviders = { ...(options.sandboxEnabled === false ? {} : { sandbox }), alipay };
  return {
    secretBox,
    sandbox,
    providers: { ...providers, ...options.providers },
    alert,
    outcomeHooks: { ...options.outcomeHooks },
    purposes: { ...options.purposes },
    notifyBySms: options.notifyBySms ?? (async () => undefined),
  };
}
