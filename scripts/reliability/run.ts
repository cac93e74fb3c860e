// `npm run test:reliability`: the product as two instances behind nginx on one PostgreSQL, and one fault after
// another while traffic runs — kill -9 of an instance during checkouts, kill -9 of PostgreSQL, SIGTERM under 50
// connections, a notification storm over both instances — each followed by its invariants, printed PASS or FAIL.
// `--ci` runs the CI-sized part (fewer checkouts; `npm test` runs it); `--soak` adds the 10-minute soak;
// `--soak-only` runs the soak alone (`--soak-seconds N` shortens it). Exits 1 when any invariant failed.
import { killDatabaseDrill, killInstanceDrill, notificationStormDrill, sigtermDrill, startProduct } from './drills.ts';
import { printResults } from './invariants.ts';
import { soak } from './soak.ts';

const ci = process.argv.includes('--ci');
const soakOnly = process.argv.includes('--soak-only');
const withSoak = soakOnly || process.argv.includes('--soak');
const soakSecondsAt = process.argv.indexOf('--soak-seconds');
const soakSeconds = soakSecondsAt > 0 ? Number(process.argv[soakSecondsAt + 1]) : 600;
const checkouts = ci ? 30 : 100;

const started = Date.now();
const product = await startProduct(checkouts * 2 + 10);
let passed = true;
try {
  console.log(
    `Reliability drills${ci ? ' (CI part)' : ''}: 2 instances behind nginx on one PostgreSQL, ${checkouts} checkouts per fault`,
  );
  if (!soakOnly) {
    passed =
      printResults(
        `kill -9 of one instance during ${checkouts} checkouts`,
        await killInstanceDrill(product, checkouts),
      ) && passed;
    passed =
      printResults(
        `kill -9 of PostgreSQL during ${checkouts} checkouts`,
        await killDatabaseDrill(product, checkouts),
      ) && passed;
    passed = printResults('SIGTERM of one instance under 50 open connections', await sigtermDrill(product)) && passed;
    passed = printResults('the gateway notification storm', await notificationStormDrill(product)) && passed;
  }
  if (withSoak) {
    const title = `${Math.round(soakSeconds / 60)}-minute soak of mixed traffic`;
    passed = printResults(title, await soak(product, soakSeconds)) && passed;
  }
} catch (error) {
  passed = false;
  console.error('A drill failed to run:', error);
  for (const instance of product.instances)
    console.error(`── ${instance.name} output ──\n${instance.output().slice(-4000)}`);
} finally {
  await product.stop();
}
console.log(
  `\n${passed ? 'All invariants held' : 'SOME INVARIANTS FAILED'} (${Math.round((Date.now() - started) / 1000)} s)`,
);
process.exit(passed ? 0 : 1);
