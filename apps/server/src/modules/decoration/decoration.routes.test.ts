import type { DecorationEntry } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';

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

const getDecoration = async (host: string, query = 'type=1&state=1') =>
  envelope<DecorationEntry[]>(
    await app.inject({ method: 'GET', url: `/api/web/decoration/type?${query}`, headers: { host } }),
  );

describe('GET /api/web/decoration/type', () => {
  it.each(['localhost', 'nova.localhost', 'lumen.localhost', 'closed.localhost'])(
    'answers areas 1–6 with demo entries for %s',
    async (host) => {
      const body = await getDecoration(host);
      expect(body.code).toBe(200);
      expect(body.data.map((entry) => entry.area)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const entry of body.data) {
        expect(entry.decorationInfos.length).toBeGreaterThan(0);
        const sorts = entry.decorationInfos.map((info) => info.sort);
        expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
        for (const info of entry.decorationInfos) {
          expect(info.title.length).toBeGreaterThan(0);
          // Area 6 only places the streamers section: no link, no image.
          if (entry.area === 6) continue;
          expect(info.link).toMatch(/^\//);
          if (entry.area !== 5) expect(info.image).toMatch(/^\/uploads\/tenants\/.+\.webp$/);
        }
      }
    },
  );

  it("keeps each tenant's decoration to itself", async () => {
    const demo = await getDecoration('localhost');
    const nova = await getDecoration('nova.localhost');
    const demoImages = demo.data.flatMap((e) => e.decorationInfos.map((i) => i.image)).filter(Boolean);
    expect(demoImages.every((image) => image.includes('/tenants/demo/'))).toBe(true);
    const novaIds = new Set(nova.data.flatMap((e) => e.decorationInfos.map((i) => i.id)));
    expect(demo.data.flatMap((e) => e.decorationInfos).some((i) => novaIds.has(i.id))).toBe(false);
  });

  it('answers empty areas for a state with no entries', async () => {
    const body = await getDecoration('localhost', 'type=1&state=0');
    expect(body.data.every((entry) => entry.decorationInfos.length === 0)).toBe(true);
  });
});
