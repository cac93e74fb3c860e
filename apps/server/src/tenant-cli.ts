import { parseArgs } from 'node:util';
import { createTenantInputSchema } from '@gs/shared/platform';
import { createAppDeps } from './composition/create-app-deps.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/bootstrap.ts';
import { systemClock } from './lib/clock.ts';
import { describeError } from './lib/errors.ts';
import { createLogger } from './lib/logger.ts';
import { createShop, platformActorFor } from './modules/platform/index.ts';

/**
 * `npm run tenant -- create --code c --name n --host h [--host h2] --owner-phone 1xxxxxxxxxx [--locale zh-CN]
 * [--use-theme 1] [--service 5483] [--catalogue-from demo] [--as platform-admin]`: creates a shop through the same
 * service as the platform console (one transaction, audited as the platform admin named by --as, else the first).
 * A running server answers on the new host within its tenant cache's lifetime (30 s).
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const usage =
  'Usage: npm run tenant -- create --code c --name n --host h [--host h2] --owner-phone 1xxxxxxxxxx ' +
  '[--locale zh-CN|en-US] [--use-theme 1] [--service 5483] [--catalogue-from demo] [--as <platform admin>]';
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      'owner-phone': { type: 'string' },
      locale: { type: 'string', default: 'zh-CN' },
      'use-theme': { type: 'string', default: '1' },
      service: { type: 'string', multiple: true },
      'catalogue-from': { type: 'string' },
      as: { type: 'string' },
    },
  });
  if (positionals[0] !== 'create') throw new Error(usage);
  const parsed = createTenantInputSchema.safeParse({
    code: values.code,
    name: values.name,
    hosts: values.host ?? [],
    locale: values.locale,
    useTheme: Number(values['use-theme']),
    serviceGroups: values.service ?? [],
    ownerPhone: values['owner-phone'],
    ...(values['catalogue-from'] ? { catalogueFrom: values['catalogue-from'] } : {}),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`);
    throw new Error(`${problems.join('; ')}\n${usage}`);
  }
  const config = loadConfig();
  const database = await openDatabase(config, log);
  try {
    const deps = createAppDeps(config, database.db, createLogger(config.LOG_LEVEL));
    const actor = await platformActorFor(database.db, systemClock, values.as);
    const created = await createShop(actor, { shopChanged: () => {}, sms: deps.identity.sms }, parsed.data);
    const { tenant } = created;
    log(`Shop ${tenant.code} (id ${tenant.id}) created on ${tenant.hosts.join(', ')}.`);
    if (created.catalogue) {
      const counts = Object.entries(created.catalogue).map(([table, n]) => `${table} ${n}`);
      log(`Catalogue copied from ${parsed.data.catalogueFrom}: ${counts.join(', ')}.`);
    }
    log(`Owner ${tenant.ownerPhone} was sent an SMS code to set a password at http://${tenant.hosts[0]}/admin/.`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`tenant failed: ${describeError(error)}\n`);
  process.exit(1);
}
