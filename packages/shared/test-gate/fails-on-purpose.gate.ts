// Runs only under TEST_GATE=1 (scripts/check-test-gate.ts), beside the server project's fixture: a failing test of
// another project must fail a run that also starts the server's database.
import { expect, it } from 'vitest';

it('fails on purpose', () => {
  expect('red').toBe('green');
});
