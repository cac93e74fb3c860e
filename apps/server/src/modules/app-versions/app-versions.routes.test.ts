import type { AppVersion } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { publishAppVersion } from './app-versions.service.ts';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const lastOne = (host: string, appType = '1') =>
  app.inject({ method: 'GET', url: `/api/app/version/lastOne?appType=${appType}`, headers: { host } });

describe('GET /api/app/version/lastOne', () => {
  it('answers the demo tenant its Android app with a download address', async () => {
    const body = envelope<AppVersion>(await lastOne('localhost'));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ appType: 1, version: '2.3.0' });
    expect(body.data.downloadUrl).toMatch(/^https:\/\//);
  });

  it('answers null where the tenant offers no app', async () => {
    const body = envelope<AppVersion | null>(await lastOne('nova.localhost'));
    expect(body).toEqual({ code: 200, msg: 'OK', data: null });
  });

  it('answers the newest published version only', async () => {
    const tenant = await database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'lumen')
      .executeTakeFirstOrThrow();
    await publishAppVersion(database.db, tenant.id, {
      appType: 1,
      version: '1.0.0',
      releaseNotes: 'first',
      downloadUrl: 'https://example.test/1.0.0.apk',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await publishAppVersion(database.db, tenant.id, {
      appType: 1,
      version: '1.1.0',
      releaseNotes: 'second',
      downloadUrl: 'https://example.test/1.1.0.apk',
      publishedAt: new Date('2026-06-01T00:00:00Z'),
    });
    await database.db
      .insertInto('app_versions')
      .values({
        tenant_id: tenant.id,
        app_type: 1,
        version: '9.9.9',
        download_url: 'https://x.test/d.apk',
        state: 'draft',
      })
      .execute();
    expect(envelope<AppVersion>(await lastOne('lumen.localhost')).data.version).toBe('1.1.0');
    expect(envelope<AppVersion | null>(await lastOne('lumen.localhost', '2')).data).toBeNull();
  });

  it('refuses a missing or malformed appType', async () => {
    for (const query of ['', 'abc', '0', '99']) {
      const response = await app.inject({ method: 'GET', url: `/api/app/version/lastOne?appType=${query}` });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).code).toBe(400);
    }
  });
});
