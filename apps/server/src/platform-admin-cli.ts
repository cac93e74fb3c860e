import { parseArgs } from 'node:util';
import { phoneSchema } from '@gs/shared/identity';
import { createAppDeps } from './composition/create-app-deps.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/bootstrap.ts';
import { systemClock } from './lib/clock.ts';
import { describeError } from './lib/errors.ts';
import { createLogger } from './lib/logger.ts';
import { addPlatformAdmin } from './modules/platform/index.ts';

/**
 * `npm run platform-admin -- add --phone 1xxxxxxxxxx [--username u] [--password p] [--name n]`: adds a platform admin
 * (README "Running the platform"). Without --password they are sent an SMS code to set one on the platform host's
 * login page ("forgot password"); with the default provider the code is in this command's output.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const usage = 'Usage: npm run platform-admin -- add --phone 1xxxxxxxxxx [--username u] [--password p] [--name n]';
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      phone: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  });
  if (positionals[0] !== 'add' || !values.phone) throw new Error(usage);
  const phone = phoneSchema.parse(values.phone);
  const username = values.username?.trim();
  if (username !== undefined && !/^[A-Za-z][A-Za-z0-9_]{2,31}$/.test(username)) {
    throw new Error('--username: a letter, then letters, digits or _ (3 to 32 in all)');
  }
  if (values.password !== undefined && values.password.length < 8) throw new Error('--password: 8 characters at least');
  const config = loadConfig();
  const database = await openDatabase(config, log);
  try {
    const deps = createAppDeps(config, database.db, createLogger(config.LOG_LEVEL));
    const added = await addPlatformAdmin(
      database.db,
      deps.identity.sms,
      { phone, username, password: values.password, nickName: values.name },
      systemClock.now(),
    );
    log(
      `Platform admin ${username ?? phone} added (user ${added.userId}); sign in at ${config.PLATFORM_HOSTS.join(', ')}.`,
    );
    if (!values.password) {
      log(
        added.codeSent
          ? `An SMS code was sent to ${phone}: set the password with it ("forgot password" on the login page).`
          : `Sending the SMS code to ${phone} failed: ask for a new one on the login page ("forgot password").`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`platform-admin failed: ${describeError(error)}\n`);
  process.exit(1);
}
