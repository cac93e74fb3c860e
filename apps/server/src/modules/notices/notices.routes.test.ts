import type { NoticeDetail, NoticeSummary, PublishedNoticeType } from '@gs/shared/notices';
import { noticeTypes } from '@gs/shared/notices';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { createNotice } from './notices.service.ts';

interface Page {
  rows: NoticeSummary[];
  total: number;
  pageNum: number;
  pageSize: number;
}

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

const DAY_MS = 24 * 60 * 60 * 1000;
const hosts = { demo: 'localhost', nova: 'nova.localhost', lumen: 'lumen.localhost', closed: 'closed.localhost' };

const list = (host: string, query = '', headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url: `/api/web/systemNotice?${query}`, headers: { host, ...headers } });
const listPage = async (host: string, query = '', headers: Record<string, string> = {}, on = app) =>
  envelope<Page>(await list(host, query, headers, on)).data;
const detail = (host: string, id: number | string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url: `/api/web/systemNotice/${id}`, headers: { host, ...headers } });

const tenantId = async (code: string) =>
  (await database.db.selectFrom('tenants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const seededId = async (code: string, title: string) =>
  (
    await database.db
      .selectFrom('notices')
      .select('id')
      .where('tenant_id', '=', await tenantId(code))
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;

describe('GET /api/web/systemNotice', () => {
  it.each(Object.entries(hosts))('gives %s a published notice of every type', async (code, host) => {
    for (const noticeType of noticeTypes) {
      const page = await listPage(host, `noticeType=${noticeType}`);
      expect(page.rows.length, `${code} ${noticeType}`).toBeGreaterThan(0);
      for (const row of page.rows) {
        expect(row.noticeType).toBe(noticeType);
        expect(row.summary.length).toBeGreaterThan(0);
        expect(row.summary).not.toMatch(/[<>]/);
      }
    }
    const intro = await listPage(host, 'noticeType=jieshao');
    const { name } = await database.db
      .selectFrom('tenants')
      .select('name')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(intro.rows[0]?.title).toContain(name);
  });

  it('answers one type in the envelope with the page it was asked for', async () => {
    const body = envelope<Page>(await list('localhost', 'noticeType=rhmm'));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(body.data.rows[0]).toMatchObject({ noticeType: 'rhmm', title: '帮助中心', pinned: false });
    expect(Date.parse(body.data.rows[0]?.publishedAt ?? '')).toBeLessThan(Date.now());
  });

  it('pages through every type without overlap', async () => {
    const all = await listPage('localhost', 'pageSize=100');
    // 7 single notices + 4 live announcements; the scheduled one and the draft are not counted.
    expect(all.total).toBe(11);
    expect(new Set(all.rows.map((row) => row.noticeType))).toEqual(new Set(noticeTypes));
    const first = await listPage('localhost', 'pageNum=1&pageSize=4');
    const third = await listPage('localhost', 'pageNum=3&pageSize=4');
    expect(first.rows).toHaveLength(4);
    expect(third.rows).toHaveLength(3);
    expect(first.total).toBe(11);
    expect([...first.rows, ...(await listPage('localhost', 'pageNum=2&pageSize=4')).rows, ...third.rows]).toEqual(
      all.rows,
    );
    const beyond = await listPage('localhost', 'pageNum=9&pageSize=4');
    expect(beyond).toEqual({ rows: [], total: 11, pageNum: 9, pageSize: 4 });
  });

  it.each(['pageSize=1000', 'pageSize=0', 'pageNum=0', 'pageNum=-1', 'pageNum=abc', 'noticeType=news', 'noticeType='])(
    'refuses %s with 400 and the failing field',
    async (query) => {
      const response = await list('localhost', query);
      expect(response.statusCode).toBe(400);
      const body = envelope(response);
      expect(body.code).toBe(400);
      expect(body.fields?.[0]?.field).toBe(`querystring.${query.split('=')[0]}`);
    },
  );

  it('puts pinned announcements first, then the newest', async () => {
    const page = await listPage('localhost', 'noticeType=gonggao');
    expect(page.rows.map((row) => row.title)).toEqual([
      '警惕冒充客服的诈骗行为',
      '关于加强账号换绑审核的公告',
      '竞价回收功能上线',
      '春节期间客服值班安排',
    ]);
    expect(page.rows.map((row) => row.pinned)).toEqual([true, false, false, false]);
    const times = page.rows.slice(1).map((row) => Date.parse(row.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('hides drafts, withdrawn and scheduled notices until their time', async () => {
    const demo = await tenantId('demo');
    await createNotice(database.db, demo, {
      noticeType: 'gonggao',
      locale: 'zh-CN',
      title: '已撤回的公告',
      contentHtml: '<p>撤回</p>',
      state: 'withdrawn',
      publishedAt: new Date(Date.now() - DAY_MS),
    });
    const titles = (await listPage('localhost', 'noticeType=gonggao&pageSize=100')).rows.map((row) => row.title);
    expect(titles).not.toContain('已撤回的公告');
    expect(titles).not.toContain('系统升级维护通知');
    expect(titles).not.toContain('【草稿】会员积分规则调整');

    // A month and a bit later the scheduled announcement is live; the draft and the withdrawn one never are.
    const later = await buildTestApp(database.db, {}, { clock: { now: () => new Date(Date.now() + 31 * DAY_MS) } });
    try {
      const laterTitles = (await listPage('localhost', 'noticeType=gonggao', {}, later)).rows.map((row) => row.title);
      expect(laterTitles[1]).toBe('系统升级维护通知');
      expect(laterTitles).not.toContain('已撤回的公告');
      expect(laterTitles).not.toContain('【草稿】会员积分规则调整');
      expect((await detail('localhost', await seededId('demo', '系统升级维护通知'), {}, later)).statusCode).toBe(200);
    } finally {
      await later.close();
    }
  });

  it('chooses the request language when the tenant publishes that type in it, else the tenant default', async () => {
    const title = async (host: string, language?: string) =>
      (await listPage(host, 'noticeType=bpjs', language ? { 'accept-language': language } : {})).rows[0]?.title;
    expect(await title('localhost', 'en-US,en;q=0.9')).toBe('Guarantees');
    expect(await title('localhost', 'zh-CN,zh;q=0.9')).toBe('包赔介绍');
    expect(await title('localhost')).toBe('包赔介绍');
    expect(await title('lumen.localhost', 'en-US')).toBe('包赔介绍');
    expect(await title('nova.localhost', 'zh-CN')).toBe('Guarantees');
    const english = await listPage('localhost', 'pageSize=100', { 'accept-language': 'en-US' });
    expect(english.total).toBe(11);
    expect(english.rows.every((row) => !/[\u4e00-\u9fff]/.test(row.title))).toBe(true);

    // The choice is per type: lumen gains one English announcement, and only announcements switch language.
    await createNotice(database.db, await tenantId('lumen'), {
      noticeType: 'gonggao',
      locale: 'en-US',
      title: 'Welcome to Lumen in English',
      contentHtml: '<p>We now answer in English too.</p>',
    });
    const lumenNews = await listPage('lumen.localhost', 'noticeType=gonggao', { 'accept-language': 'en-US' });
    expect(lumenNews.rows.map((row) => row.title)).toEqual(['Welcome to Lumen in English']);
    expect(await title('lumen.localhost', 'en-US')).toBe('包赔介绍');
    expect((await listPage('lumen.localhost', 'noticeType=gonggao')).rows[0]?.title).toBe('警惕冒充客服的诈骗行为');
  });
});

describe('GET /api/web/systemNotice/types', () => {
  const typesOf = async (host: string, language: string) =>
    envelope<PublishedNoticeType[]>(
      await app.inject({
        method: 'GET',
        url: '/api/web/systemNotice/types',
        headers: { host, 'accept-language': language },
      }),
    ).data;

  it.each([
    ['localhost', 'zh-CN'],
    ['localhost', 'en-US'],
    ['lumen.localhost', 'en-US'],
    ['nova.localhost', 'zh-CN'],
  ])('on %s in %s names each published type once with the notice its list opens first', async (host, language) => {
    const types = await typesOf(host, language);
    expect(types.map((type) => type.noticeType)).toEqual([...noticeTypes]);
    for (const type of types) {
      const [first] = (await listPage(host, `noticeType=${type.noticeType}`, { 'accept-language': language })).rows;
      expect({ id: type.id, title: type.title }, `${host} ${type.noticeType}`).toEqual({
        id: first?.id,
        title: first?.title,
      });
    }
  });

  it('leaves out a type with nothing published (withdrawn, draft or scheduled)', async () => {
    await database.db
      .updateTable('notices')
      .set({ state: 'withdrawn' })
      .where('tenant_id', '=', await tenantId('nova'))
      .where('notice_type', '=', 'rhmm')
      .execute();
    const types = (await typesOf('nova.localhost', 'en-US')).map((type) => type.noticeType);
    expect(types).not.toContain('rhmm');
    expect(types).toContain('gmxy');
  });
});

describe('GET /api/web/systemNotice/:id', () => {
  it('answers a notice with sanitised HTML content', async () => {
    const id = await seededId('demo', '隐私政策');
    const body = envelope<NoticeDetail>(await detail('localhost', id));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id, noticeType: 'yszc', title: '隐私政策', pinned: false });
    expect(body.data.content).toContain('<h2>我们收集的信息</h2>');
    expect(body.data.content).toContain('<a href="mailto:privacy@xingyou.example">');
    expect(body.data.content).toMatch(
      /<a href="https:\/\/www\.12321\.cn\/" rel="noopener noreferrer" target="_blank">/,
    );
    expect(body.data.summary.startsWith('星游账号商城重视您的个人信息保护')).toBe(true);
  });

  it('answers 404 for drafts, scheduled and withdrawn notices, in the request language', async () => {
    const withdrawn = await createNotice(database.db, await tenantId('demo'), {
      noticeType: 'jygz',
      locale: 'zh-CN',
      title: '旧版交易规则',
      contentHtml: '<p>旧</p>',
      state: 'withdrawn',
      publishedAt: new Date(Date.now() - 100 * DAY_MS),
    });
    for (const id of [
      await seededId('demo', '【草稿】会员积分规则调整'),
      await seededId('demo', '系统升级维护通知'),
      withdrawn,
    ]) {
      const response = await detail('localhost', id, { 'accept-language': 'en-US' });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({
        code: 404,
        errorCode: 'NOT_FOUND',
        msg: 'The requested item was not found.',
        data: null,
      });
    }
  });

  it("keeps each tenant's notices to itself", async () => {
    const novaId = await seededId('nova', 'Trading rules');
    expect((await detail('nova.localhost', novaId)).statusCode).toBe(200);
    expect((await detail('localhost', novaId)).statusCode).toBe(404);
    expect((await detail('lumen.localhost', novaId)).statusCode).toBe(404);
    const demoIds = new Set((await listPage('localhost', 'pageSize=100')).rows.map((row) => row.id));
    const novaIds = (await listPage('nova.localhost', 'pageSize=100')).rows.map((row) => row.id);
    expect(novaIds.some((id) => demoIds.has(id))).toBe(false);
  });

  it('refuses ids that are not positive whole numbers, and 404s unknown ones', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const response = await detail('localhost', id);
      expect(response.statusCode, id).toBe(400);
      expect(envelope(response).fields?.[0]?.field).toBe('params.id');
    }
    expect((await detail('localhost', 987654321)).statusCode).toBe(404);
  });

  it('sanitises content and summary even for a row written straight into the table', async () => {
    const { id } = await database.db
      .insertInto('notices')
      .values({
        tenant_id: await tenantId('closed'),
        notice_type: 'gonggao',
        locale: 'zh-CN',
        title: '直接写入的公告',
        content_html:
          '<p onclick="steal()" style="x">正文</p><script>alert(1)</script><img src=x onerror="alert(1)">' +
          '<a href="javascript:alert(1)">点我</a><iframe src="https://evil.test"></iframe><a href="https://a.test">外链</a>',
        summary: '<b>摘要</b><script>alert(1)</script>',
        published_at: new Date(Date.now() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = envelope<NoticeDetail>(await detail('closed.localhost', id));
    expect(body.data.content).toBe(
      '<p>正文</p><a>点我</a><a href="https://a.test" rel="noopener noreferrer" target="_blank">外链</a>',
    );
    expect(body.data.summary).toBe('摘要');
    const row = (await listPage('closed.localhost', 'noticeType=gonggao')).rows.find((r) => r.id === id);
    expect(row?.summary).toBe('摘要');
  });
});
