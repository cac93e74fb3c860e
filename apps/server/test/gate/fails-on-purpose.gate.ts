// Runs only under TEST_GATE=1 (scripts/check-test-gate.ts): one test that passes on the real test database and one
// that fails on purpose. The check passes only when vitest reports exactly that and exits non-zero.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

it('reads the seeded demo tenants from the real database', async () => {
  const tenants = await database.db.selectFrom('tenants').select('code').execute();
  expect(tenants.map((tenant) => tenant.code)).toContain('demo');
});

it('fails on purpose', () => {
  expect('red').toBe('green');
});
