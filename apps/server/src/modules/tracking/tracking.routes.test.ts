import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
const fixedNow = new Date('2026-11-21T10:00:00Z');
/** The app's clock: fixedNow unless a test moves it (and puts it back). */
let now = fixedNow;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, { BROWSE_RATE_LIMIT_PER_MINUTE: '5' }, { clock: { now: () => now } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const browse = (url: string, body: unknown, host = 'localhost') =>
  app.inject({ method: 'POST', url, payload: body as object, headers: { host } });

const eventsOf = (code: string) =>
  database.db
    .selectFrom('browse_events as e')
    .innerJoin('tenants as t', 't.id', 'e.tenant_id')
    .selectAll('e')
    .where('t.code', '=', code)
    .orderBy('e.id')
    .execute();

describe('browse tracking', () => {
  it('records a page visit for the host’s tenant, without the query string', async () => {
    const response = await browse(
      '/api/web/save/tenantBrowse',
      {
        path: '/pages/goodList?gameId=3&phone=13800000000',
        visitorId: 'visitor-aaaa-0001',
      },
      'nova.localhost',
    );
    expect(envelope(response)).toEqual({ code: 200, msg: 'OK', data: { recorded: true } });
    // Answered at once, written with the next batch of visits.
    const events = await vi.waitFor(async () => {
      const rows = await eventsOf('nova');
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(events[0]).toMatchObject({
      kind: 'tenant',
      path: '/pages/goodList',
      visitor_id: 'visitor-aaaa-0001',
      user_id: null,
    });
    expect(events[0]?.created_at.toISOString()).toBe(fixedNow.toISOString());
    // The demo shop has its seeded 90 days of visits (demo-history.ts), none of this visitor's.
    expect((await eventsOf('demo')).filter((event) => event.visitor_id === 'visitor-aaaa-0001')).toHaveLength(0);
  });

  it('records a listing view, and refuses an id that is not a listing of the host’s tenant', async () => {
    const listing = await database.db
      .selectFrom('listings as l')
      .innerJoin('tenants as t', 't.id', 'l.tenant_id')
      .select(['l.id', 'l.views'])
      .where('t.code', '=', 'lumen')
      .where('l.status', '=', 'on_sale')
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const response = await browse(
      '/api/web/save/goodsBrowse',
      { goodsId: listing.id, visitorId: 'visitor-bbbb-0002' },
      'lumen.localhost',
    );
    expect(response.statusCode).toBe(200);
    const events = await eventsOf('lumen');
    expect(events.at(-1)).toMatchObject({ kind: 'goods', goods_id: listing.id, path: null });
    expect(events.at(-1)?.created_at.toISOString()).toBe(fixedNow.toISOString());
    const after = await database.db
      .selectFrom('listings')
      .select('views')
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(after.views).toBe(listing.views + 1);

    const foreign = await browse('/api/web/save/goodsBrowse', { goodsId: listing.id, visitorId: 'visitor-bbbb-0002' });
    expect(foreign.statusCode).toBe(404);
    expect(await eventsOf('lumen')).toHaveLength(events.length);
  });

  it('counts a visitor once per listing per China day, however often they reload', async () => {
    const listing = await database.db
      .selectFrom('listings as l')
      .innerJoin('tenants as t', 't.id', 'l.tenant_id')
      .select(['l.id', 'l.views'])
      .where('t.code', '=', 'nova')
      .where('l.status', '=', 'on_sale')
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const views = async () =>
      (await database.db.selectFrom('listings').select('views').where('id', '=', listing.id).executeTakeFirstOrThrow())
        .views;
    const view = (visitorId: string) =>
      browse('/api/web/save/goodsBrowse', { goodsId: listing.id, visitorId }, 'nova.localhost');
    const before = (await eventsOf('nova')).length;
    try {
      for (let i = 0; i < 3; i++) expect((await view('visitor-gggg-0007')).statusCode).toBe(200);
      expect(await views()).toBe(listing.views + 1);
      // Requests racing from one new visitor still count once (the unique key decides, not a read before a write).
      const raced = await Promise.all([1, 2, 3].map(() => view('visitor-hhhh-0008')));
      expect(raced.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      expect(await views()).toBe(listing.views + 2);
      // 23:59 in China is still the same day (fixedNow is 18:00 there); midnight starts a new one.
      now = new Date('2026-11-21T15:59:00Z');
      await view('visitor-gggg-0007');
      expect(await views()).toBe(listing.views + 2);
      now = new Date('2026-11-21T16:00:00Z');
      await view('visitor-gggg-0007');
      expect(await views()).toBe(listing.views + 3);
      // Only the new day's visitors are kept: the past day's were dropped by that view.
      const kept = await database.db
        .selectFrom('listing_view_days')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('listing_id', '=', listing.id)
        .executeTakeFirstOrThrow();
      expect(Number(kept.n)).toBe(1);
    } finally {
      now = fixedNow;
    }
    // Every view is still a browse event for the statistics.
    expect(await eventsOf('nova')).toHaveLength(before + 8);
  });

  it('rate-limits one visitor with a 429 envelope saying how long to wait, and leaves others alone', async () => {
    const body = { path: '/', visitorId: 'visitor-cccc-0003' };
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await browse('/api/web/save/tenantBrowse', body, 'closed.localhost')).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes.slice(5)).toEqual([429, 429]);
    const limited = await browse('/api/web/save/tenantBrowse', body, 'closed.localhost');
    const envelopeBody = envelope(limited);
    expect(envelopeBody).toMatchObject({ code: 429, errorCode: 'RATE_LIMITED' });
    expect(envelopeBody.retryAfter).toBeGreaterThan(0);
    expect(envelopeBody.msg).toMatch(/\d+/);
    await vi.waitFor(async () => expect(await eventsOf('closed')).toHaveLength(5));
    const other = await browse(
      '/api/web/save/tenantBrowse',
      { path: '/', visitorId: 'visitor-dddd-0004' },
      'closed.localhost',
    );
    expect(other.statusCode).toBe(200);
  });

  it('refuses bad input without recording anything', async () => {
    const before = (await eventsOf('demo')).length;
    for (const body of [
      {},
      { path: '', visitorId: 'visitor-eeee' },
      { path: '/', visitorId: 'short' },
      { goodsId: 0 },
    ]) {
      expect((await browse('/api/web/save/tenantBrowse', body)).statusCode).toBe(400);
    }
    expect((await browse('/api/web/save/goodsBrowse', { goodsId: 'x', visitorId: 'visitor-ffff' })).statusCode).toBe(
      400,
    );
    expect(await eventsOf('demo')).toHaveLength(before);
  });

  it('writes the visits answered before the app closes (the SIGTERM drain), in their own shops', async () => {
    // An app of its own, closed straight after the visits were answered: the pending batch is written on close.
    const closing = await buildTestApp(database.db, {}, { clock: { now: () => fixedNow } });
    const visits = await Promise.all(
      ['demo', 'nova', 'lumen', 'nova'].map((code, i) =>
        closing.inject({
          method: 'POST',
          url: '/api/web/save/tenantBrowse',
          payload: { path: `/pages/notice/${i}`, visitorId: 'visitor-kkkk-0011' },
          headers: { host: code === 'demo' ? 'localhost' : `${code}.localhost` },
        }),
      ),
    );
    expect(visits.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    await closing.close();
    const written = await database.db
      .selectFrom('browse_events as e')
      .innerJoin('tenants as t', 't.id', 'e.tenant_id')
      .select(['t.code', 'e.path'])
      .where('e.visitor_id', '=', 'visitor-kkkk-0011')
      .orderBy('e.path')
      .execute();
    expect(written).toEqual([
      { code: 'demo', path: '/pages/notice/0' },
      { code: 'nova', path: '/pages/notice/1' },
      { code: 'lumen', path: '/pages/notice/2' },
      { code: 'nova', path: '/pages/notice/3' },
    ]);
  });
});
