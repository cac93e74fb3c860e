import type { TenantInfo } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let strictApp: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  strictApp = await buildTestApp(database.db, { STRICT_TENANT_HOSTS: 'true' });
});
afterAll(async () => {
  await app.close();
  await strictApp.close();
  await database.drop();
});

const getTenant = (target: FastifyInstance, host: string) =>
  target.inject({ method: 'GET', url: '/api/web/getTenant?type=1&state=1', headers: { host } });

describe('GET /api/web/getTenant', () => {
  it.each([
    ['localhost', 'demo', 1],
    ['demo.localhost', 'demo', 1],
    ['nova.localhost', 'nova', 2],
    ['lumen.localhost', 'lumen', 3],
    ['closed.localhost', 'closed', 1],
  ])('resolves %s to the %s tenant', async (host, code, useTheme) => {
    const response = await getTenant(app, host);
    expect(response.statusCode).toBe(200);
    const body = envelope<TenantInfo>(response);
    expect(body.code).toBe(200);
    expect(body.data.code).toBe(code);
    expect(body.data.useTheme).toBe(useTheme);
  });

  it('ignores the port and the case of the host', async () => {
    const body = envelope<TenantInfo>(await getTenant(app, 'NOVA.LocalHost:3000'));
    expect(body.data.tenantName).toBe('Nova Accounts');
  });

  it('answers the public face of the tenant: name, logo, theme, groups, retail key, hot searches, locale, contacts', async () => {
    const { data } = envelope<TenantInfo>(await getTenant(app, 'localhost'));
    expect(data.tenantName).toBe('星游账号商城');
    expect(data.avatar).toMatch(/^\/uploads\/tenants\/demo\/logo\.webp$/);
    expect(data.groups).toContain('5483');
    expect(data.retailKey.length).toBeGreaterThanOrEqual(16);
    expect(data.hotSearches).toHaveLength(3);
    expect(data.locale).toBe('zh-CN');
    expect(data.serviceContacts.map((c) => c.kind)).toEqual(['qq', 'wechat']);
  });

  it('gives each tenant its own retail key and the closed tenant no 5483 service', async () => {
    const keys = new Set<string>();
    for (const host of ['localhost', 'nova.localhost', 'lumen.localhost', 'closed.localhost']) {
      keys.add(envelope<TenantInfo>(await getTenant(app, host)).data.retailKey);
    }
    expect(keys.size).toBe(4);
    expect(envelope<TenantInfo>(await getTenant(app, 'closed.localhost')).data.groups).not.toContain('5483');
  });

  it('serves the configured default tenant to an unknown host', async () => {
    const body = envelope<TenantInfo>(await getTenant(app, 'unknown.example.com'));
    expect(body.data.code).toBe('demo');
  });

  it('answers a 404 envelope to an unknown host when STRICT_TENANT_HOSTS is on', async () => {
    const response = await getTenant(strictApp, 'unknown.example.com');
    expect(response.statusCode).toBe(404);
    const body = envelope(response);
    expect(body).toMatchObject({ code: 404, data: null, errorCode: 'TENANT_NOT_FOUND' });
    expect(body.msg).toContain('unknown.example.com');
    // Known hosts still work in strict mode.
    expect(envelope<TenantInfo>(await getTenant(strictApp, 'nova.localhost')).data.code).toBe('nova');
  });

  it('answers a suspended shop with its status (its storefront shows its own notice; SPEC §4: never a 403 here)', async () => {
    await database.db.updateTable('tenants').set({ status: 'suspended' }).where('code', '=', 'lumen').execute();
    const fresh = await buildTestApp(database.db);
    try {
      const response = await getTenant(fresh, 'lumen.localhost');
      expect(response.statusCode).toBe(200);
      expect(envelope<{ status: string; kind: string }>(response).data).toMatchObject({
        status: 'suspended',
        kind: 'shop',
      });
    } finally {
      await fresh.close();
      await database.db.updateTable('tenants').set({ status: 'active' }).where('code', '=', 'lumen').execute();
    }
  });
});
