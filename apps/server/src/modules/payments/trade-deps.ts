import type { Db } from '../../db/database.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { createAlipayProvider } from './alipay-provider.ts';
import type { PaymentProviders } from './payment-provider.ts';
import { createSandboxProvider, type SandboxGateway } from './sandbox-provider.ts';

/** Logs an event that needs a person (a late payment to refund, a forged notification); never secrets. */
export type Alert = (event: string, data: Record<string, unknown>) => void;

export interface TradeDeps {
  secretBox: SecretBox;
  providers: PaymentProviders;
  sandbox: SandboxGateway;
  alert: Alert;
}

/** The buying flow's collaborators, built once per app. */
export function createTradeDeps(
  db: Db,
  secretBox: SecretBox,
  alert: Alert,
  overrides: { providers?: PaymentProviders } = {},
): TradeDeps {
  const sandbox = createSandboxProvider(secretBox);
  const alipay = createAlipayProvider(db, secretBox);
  return { secretBox, sandbox, providers: { sandbox, alipay, ...overrides.providers }, alert };
}
