import type { NoticeDetail, NoticeSummary } from '@gs/shared/notices';
import type { StaffNotice } from '@gs/shared/staff-notices';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders } from '../../../test/identity-helpers.ts';
import { movableClock } from '../../../test/trade-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let operator: string;
let owner: string;
let buyer: string;
let novaOwner: string;
const clock = movableClock(new Date('2026-12-01T02:00:00.000Z'));
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
  operator = await loginDemoUser(app, 'operator');
  owner = await loginDemoUser(app, 'owner');
  buyer = await loginDemoUser(app, 'buyer');
  novaOwner = await loginDemoUser(app, 'owner', 'nova.localhost');
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const staff = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  host?: string,
) =>
  app.inject({
    method,
    url,
    headers: { ...authHeaders(token, host), 'accept-language': 'en-US' },
    ...(payload ? { payload } : {}),
  });

/** The storefront's announcements in a language, as a visitor sees them now. */
const publicTitles = async (lang: 'zh-CN' | 'en-US') =>
  envelope<{ rows: NoticeSummary[] }>(
    await app.inject({
      method: 'GET',
      url: '/api/web/systemNotice?noticeType=gonggao&pageSize=100',
      headers: { host: 'localhost', 'accept-language': lang },
    }),
  ).data.rows.map((row) => row.title);

const notice = (overrides: object = {}) => ({
  noticeType: 'gonggao',
  locale: 'zh-CN',
  title: '双十二维护通知',
  contentHtml: '<p>12 月 12 日 02:00–04:00 <strong>系统维护</strong>。</p><script>alert(1)</script>',
  pinned: true,
  state: 'published',
  publishedAt: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
  endsAt: new Date(clock.now().getTime() + 26 * HOUR).toISOString(),
  ...overrides,
});

describe('staff notices', () => {
  it('publishes a scheduled notice in both languages: shown from its start, gone at its end, sanitised', async () => {
    const zh = await staff('POST', '/api/staff/notices', operator, notice());
    expect(zh.statusCode, zh.body).toBe(200);
    const zhNotice = envelope<StaffNotice>(zh).data;
    expect(zhNotice).toMatchObject({ state: 'published', pinned: true, live: false, locale: 'zh-CN' });
    expect(zhNotice.contentHtml).not.toContain('<script');
    expect(zhNotice.contentHtml).toContain('<strong>系统维护</strong>');
    const en = await staff(
      'POST',
      '/api/staff/notices',
      operator,
      notice({
        locale: 'en-US',
        title: 'Maintenance on 12 December',
        contentHtml: '<p>Ordering pauses 02:00–04:00.</p>',
      }),
    );
    expect(en.statusCode, en.body).toBe(200);

    // Before the start: on no storefront.
    expect(await publicTitles('zh-CN')).not.toContain('双十二维护通知');
    expect(await publicTitles('en-US')).not.toContain('Maintenance on 12 December');

    // From the start: each language sees its own, pinned first.
    clock.advance(2 * HOUR);
    expect((await publicTitles('zh-CN'))[0]).toBe('双十二维护通知');
    expect((await publicTitles('en-US'))[0]).toBe('Maintenance on 12 December');
    const shown = envelope<NoticeDetail>(
      await app.inject({ method: 'GET', url: `/api/web/systemNotice/${zhNotice.id}`, headers: { host: 'localhost' } }),
    ).data;
    expect(shown.content).not.toContain('script');
    const listed = envelope<{ rows: StaffNotice[] }>(
      await staff('GET', '/api/staff/notices?noticeType=gonggao&locale=zh-CN&q=双十二', operator),
    ).data.rows;
    expect(listed.map((row) => [row.id, row.live])).toEqual([[zhNotice.id, true]]);

    // At the end: gone by itself.
    clock.advance(24 * HOUR);
    expect(await publicTitles('zh-CN')).not.toContain('双十二维护通知');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/web/systemNotice/${zhNotice.id}`,
      headers: { host: 'localhost' },
    });
    expect(detail.statusCode).toBe(404);
  });

  it('keeps drafts and withdrawn notices off the storefront, and records every change in the audit log', async () => {
    const draft = envelope<StaffNotice>(
      await staff(
        'POST',
        '/api/staff/notices',
        owner,
        notice({ title: 'Draft only', state: 'draft', publishedAt: null, endsAt: null }),
      ),
    ).data;
    expect(await publicTitles('zh-CN')).not.toContain('Draft only');
    const published = await staff(
      'PUT',
      `/api/staff/notices/${draft.id}`,
      owner,
      notice({ title: 'Draft only', state: 'published', publishedAt: null, endsAt: null }),
    );
    expect(envelope<StaffNotice>(published).data.live).toBe(true);
    expect(await publicTitles('zh-CN')).toContain('Draft only');
    await staff(
      'PUT',
      `/api/staff/notices/${draft.id}`,
      owner,
      notice({ title: 'Draft only', state: 'withdrawn', publishedAt: null, endsAt: null }),
    );
    expect(await publicTitles('zh-CN')).not.toContain('Draft only');
    expect((await staff('DELETE', `/api/staff/notices/${draft.id}`, owner)).statusCode).toBe(200);
    expect((await staff('GET', `/api/staff/notices/${draft.id}`, owner)).statusCode).toBe(404);

    const rows = await database.db
      .selectFrom('staff_audit_log')
      .select(['method', 'target_id'])
      .where('route', 'like', '/api/staff/notices%')
      .orderBy('id')
      .execute();
    expect(rows.filter((row) => row.target_id === String(draft.id)).map((row) => row.method)).toEqual([
      'PUT',
      'PUT',
      'DELETE',
    ]);
    expect(rows.some((row) => row.method === 'POST')).toBe(true);
    // Reading changes nothing and is not logged.
    expect(rows.some((row) => row.method === 'GET')).toBe(false);
  });

  it('refuses an end before the start, an empty published notice and bad input, storing nothing', async () => {
    const before = envelope<{ total: number }>(await staff('GET', '/api/staff/notices', owner)).data.total;
    const backwards = await staff(
      'POST',
      '/api/staff/notices',
      owner,
      notice({ endsAt: new Date(clock.now().getTime() + HOUR).toISOString() }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(envelope(backwards)).toMatchObject({ fields: [{ field: 'body.endsAt' }] });
    const endedAlready = await staff(
      'POST',
      '/api/staff/notices',
      owner,
      notice({ publishedAt: null, endsAt: new Date(clock.now().getTime() - HOUR).toISOString() }),
    );
    expect(endedAlready.statusCode).toBe(400);
    const empty = await staff(
      'POST',
      '/api/staff/notices',
      owner,
      notice({ contentHtml: '<p> </p><script>x</script>' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).msg).toBe('Write the notice before publishing it.');
    expect((await staff('POST', '/api/staff/notices', owner, notice({ noticeType: 'nope' }))).statusCode).toBe(400);
    expect((await staff('POST', '/api/staff/notices', owner, notice({ title: '' }))).statusCode).toBe(400);
    expect(envelope<{ total: number }>(await staff('GET', '/api/staff/notices', owner)).data.total).toBe(before);
  });

  it("answers 401 signed out, 403 to a customer, and 404 for another shop's notice", async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/notices', headers: { host: 'localhost' } })).statusCode,
    ).toBe(401);
    expect((await staff('GET', '/api/staff/notices', buyer)).statusCode).toBe(403);
    expect((await staff('POST', '/api/staff/notices', buyer, notice())).statusCode).toBe(403);
    const mine = envelope<StaffNotice>(
      await staff('POST', '/api/staff/notices', owner, notice({ title: 'Mine' })),
    ).data;
    expect(
      (await staff('GET', `/api/staff/notices/${mine.id}`, novaOwner, undefined, 'nova.localhost')).statusCode,
    ).toBe(404);
    expect(
      (await staff('PUT', `/api/staff/notices/${mine.id}`, novaOwner, notice(), 'nova.localhost')).statusCode,
    ).toBe(404);
    expect(
      (await staff('DELETE', `/api/staff/notices/${mine.id}`, novaOwner, undefined, 'nova.localhost')).statusCode,
    ).toBe(404);
    const theirs = envelope<{ rows: StaffNotice[] }>(
      await staff('GET', '/api/staff/notices?q=Mine', novaOwner, undefined, 'nova.localhost'),
    ).data.rows;
    expect(theirs.map((row) => row.id)).not.toContain(mine.id);
  });
});
