import type { ShopSettings, StaffSettings } from '@gs/shared/staff-settings';
import type { TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from './catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from './helpers.ts';
import { authHeaders } from './identity-helpers.ts';

// Two instances on one database, with the PostgreSQL bus (DATABASE_URL set): a shop change made through one is
// shown by the other on its next requests, not after its caches' lifetimes (the host → shop lookup keeps 30 s).

let database: TestDatabase;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const env = { DATABASE_URL: database.url };
  first = await buildTestApp(database.db, env);
  second = await buildTestApp(database.db, env);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.drop();
});

const tenantInfo = async (app: FastifyInstance, host = 'localhost') =>
  envelope<TenantInfo>(await app.inject({ method: 'GET', url: '/api/web/getTenant?type=1&state=1', headers: { host } }))
    .data;
const shopName = async (app: FastifyInstance) => (await tenantInfo(app)).tenantName;

async function eventually(read: () => Promise<string>, expected: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('a shop change made on one instance', () => {
  it('shows on the other instance at once, though it had the shop cached', async () => {
    const before = await shopName(second);
    const owner = await loginDemoUser(first, 'owner');
    const settings = envelope<StaffSettings>(
      await first.inject({ method: 'GET', url: '/api/staff/settings', headers: authHeaders(owner, 'localhost') }),
    ).data;
    const shop: ShopSettings = { ...settings.shop, name: `${before} (renamed)` };
    const saved = await first.inject({
      method: 'PUT',
      url: '/api/staff/settings/shop',
      headers: authHeaders(owner, 'localhost'),
      payload: shop as unknown as Record<string, unknown>,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The instance that made the change forgot its cache when the change committed.
    expect(await shopName(first)).toBe(`${before} (renamed)`);
    expect(await eventually(() => shopName(second), `${before} (renamed)`)).toBe(`${before} (renamed)`);
  });

  it('made by the platform (suspending a shop, then resuming it) shows on the other instance too', async () => {
    const status = async () => (await tenantInfo(second, 'nova.localhost')).status;
    expect(await status()).toBe('active'); // cached by the second instance from here on
    const nova = (await tenantInfo(second, 'nova.localhost')).tenantId;
    const platform = await loginDemoUser(first, 'platform', 'platform.localhost');
    const asPlatform = (url: string, payload: Record<string, unknown>) =>
      first.inject({ method: 'POST', url, headers: authHeaders(platform, 'platform.localhost'), payload });
    const suspended = await asPlatform(`/api/platform/tenants/${nova}/suspend`, { reason: 'Unpaid invoice' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await eventually(status, 'suspended')).toBe('suspended');
    const resumed = await asPlatform(`/api/platform/tenants/${nova}/resume`, {});
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(await eventually(status, 'active')).toBe('active');
  });
});
