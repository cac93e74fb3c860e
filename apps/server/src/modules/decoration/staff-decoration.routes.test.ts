import type {
  DecorationPreviewToken,
  DecorationPublishResult,
  StaffDecoration,
  StaffDecorationEntry,
} from '@gs/shared/staff-decoration';
import type { DecorationEntry } from '@gs/shared/tenant';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders } from '../../../test/identity-helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
// The app's clock: tests move it to pass schedules and token expiry.
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db, {}, { clock });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const entryInput = (overrides: Record<string, unknown> = {}) => ({
  area: 1,
  image: '/uploads/t/9/banner-new.webp',
  title: 'Autumn sale',
  link: '/pages/kuaisuhuishou',
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const publicDecoration = async (host: string, query = '') =>
  envelope<DecorationEntry[]>(
    await app.inject({ method: 'GET', url: `/api/web/decoration/type?type=1&state=1${query}`, headers: { host } }),
  ).data;
const titlesOf = (entries: DecorationEntry[], area: number) =>
  entries.find((entry) => entry.area === area)?.decorationInfos.map((info) => info.title) ?? [];

// One login per role and shop for the whole file (logins are rate limited per address).
const tokens = new Map<string, Promise<string>>();
function tokenOf(role: string, host = 'localhost'): Promise<string> {
  const key = `${role}@${host}`;
  let token = tokens.get(key);
  if (!token) {
    token = loginDemoUser(app, role, host);
    tokens.set(key, token);
  }
  return token;
}

async function staffOf(role: string, host: string) {
  const headers = authHeaders(await tokenOf(role, host), host);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url: `/api/staff/decoration${url}`, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    draft: async () => envelope<StaffDecoration>(await call('GET', '')).data,
    add: async (overrides: Record<string, unknown> = {}) => {
      const response = await call('POST', '/entries', entryInput(overrides));
      expect(response.statusCode, response.body).toBe(200);
      return envelope<StaffDecorationEntry>(response).data;
    },
    publish: async () => {
      const response = await call('POST', '/publish');
      expect(response.statusCode, response.body).toBe(200);
      return envelope<DecorationPublishResult>(response).data;
    },
  };
}

describe('/api/staff/decoration guards', () => {
  const calls = [
    { method: 'GET' as const, url: '/api/staff/decoration' },
    { method: 'POST' as const, url: '/api/staff/decoration/entries', payload: entryInput() },
    { method: 'PUT' as const, url: '/api/staff/decoration/entries/1', payload: entryInput() },
    { method: 'DELETE' as const, url: '/api/staff/decoration/entries/1' },
    { method: 'PUT' as const, url: '/api/staff/decoration/areas/1/order', payload: { ids: [] } },
    { method: 'POST' as const, url: '/api/staff/decoration/publish' },
    { method: 'POST' as const, url: '/api/staff/decoration/discard' },
    { method: 'GET' as const, url: '/api/staff/decoration/preview-token' },
  ];

  it.each(calls)('$method $url: anonymous 401, buyer, seller and recycler 403', async (call) => {
    expect((await app.inject({ ...call, headers: { host: 'localhost' } })).statusCode).toBe(401);
    for (const role of ['buyer', 'seller', 'recycler']) {
      const token = await tokenOf(role);
      expect((await app.inject({ ...call, headers: authHeaders(token) })).statusCode).toBe(403);
    }
  });

  it("keeps each shop's draft to itself: another tenant's staff neither see nor touch it", async () => {
    const lumen = await staffOf('operator', 'lumen.localhost');
    const entry = await lumen.add({ title: 'Lumen only' });
    const nova = await staffOf('owner', 'nova.localhost');
    const novaTitles = (await nova.draft()).areas.flatMap((area) => area.entries.map((e) => e.title));
    expect(novaTitles).not.toContain('Lumen only');
    expect((await nova.call('PUT', `/entries/${entry.id}`, entryInput())).statusCode).toBe(404);
    expect((await nova.call('DELETE', `/entries/${entry.id}`)).statusCode).toBe(404);
    expect((await nova.call('PUT', '/areas/1/order', { ids: [entry.id] })).statusCode).toBe(422);
    await nova.publish();
    expect(titlesOf(await publicDecoration('nova.localhost'), 1)).not.toContain('Lumen only');
    expect(titlesOf(await publicDecoration('lumen.localhost'), 1)).not.toContain('Lumen only');
    expect((await lumen.call('DELETE', `/entries/${entry.id}`)).statusCode).toBe(200);
  });
});

describe('draft, publish and discard', () => {
  it('starts the draft from the published set, keeps changes off the storefront until published, then shows them at once', async () => {
    const owner = await staffOf('owner', 'localhost');
    const published = await publicDecoration('localhost');
    const start = await owner.draft();
    expect(start.hasChanges).toBe(false);
    expect(start.areas.map((area) => area.area)).toEqual([1, 2, 3, 4, 5]);
    for (const area of start.areas) {
      expect(area.entries.map((entry) => entry.title)).toEqual(titlesOf(published, area.area));
    }

    const added = await owner.add({ title: 'New banner' });
    expect(added.sort).toBeGreaterThan(Math.max(...(start.areas[0]?.entries.map((entry) => entry.sort) ?? [])));
    // Warm the public cache: publishing must forget it.
    expect(titlesOf(await publicDecoration('localhost'), 1)).not.toContain('New banner');
    expect((await owner.draft()).hasChanges).toBe(true);

    const bannersBefore = titlesOf(published, 1).length;
    const result = await owner.publish();
    const totalBefore = start.areas.reduce((sum, area) => sum + area.entries.length, 0);
    expect(result).toMatchObject({ before: totalBefore, after: totalBefore + 1 });
    expect(result.decoration.hasChanges).toBe(false);
    const after = await publicDecoration('localhost');
    expect(titlesOf(after, 1)).toHaveLength(bannersBefore + 1);
    expect(titlesOf(after, 1).at(-1)).toBe('New banner');
    // Area 6 (the streamers section) is not the decoration screen's: publishing leaves it as it was.
    expect(titlesOf(after, 6)).toEqual(titlesOf(published, 6));
    expect(titlesOf(after, 6).length).toBeGreaterThan(0);

    const audit = await database.db
      .selectFrom('staff_audit_log')
      .select(['before', 'after'])
      .where('route', '=', '/api/staff/decoration/publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { entries: totalBefore }, after: { entries: totalBefore + 1 } });
  });

  it('edits, reorders and removes draft entries; discarding brings back the published set', async () => {
    const operator = await staffOf('operator', 'localhost');
    const start = await operator.draft();
    const icons = start.areas.find((area) => area.area === 2)?.entries ?? [];
    const reversed = icons.map((entry) => entry.id).reverse();

    const wrongOrder = await operator.call('PUT', '/areas/2/order', { ids: reversed.slice(1) });
    expect(wrongOrder.statusCode).toBe(422);
    const ordered = await operator.call('PUT', '/areas/2/order', { ids: reversed });
    expect(envelope<StaffDecorationEntry[]>(ordered).data.map((entry) => entry.id)).toEqual(reversed);

    const first = icons[0] as StaffDecorationEntry;
    const edited = await operator.call(
      'PUT',
      `/entries/${first.id}`,
      entryInput({ area: 2, image: first.image, title: 'Renamed icon', link: 'https://example.com/x' }),
    );
    expect(envelope<StaffDecorationEntry>(edited).data).toMatchObject({ title: 'Renamed icon', area: 2 });
    const notice = start.areas.find((area) => area.area === 5)?.entries[0] as StaffDecorationEntry;
    expect((await operator.call('DELETE', `/entries/${notice.id}`)).statusCode).toBe(200);
    expect((await operator.call('DELETE', `/entries/${notice.id}`)).statusCode).toBe(404);

    const changed = await operator.draft();
    expect(changed.hasChanges).toBe(true);
    expect(changed.areas[1]?.entries.map((entry) => entry.title).at(-1)).toBe('Renamed icon');
    // Nothing reached the storefront.
    expect(titlesOf(await publicDecoration('localhost'), 2)).toEqual(icons.map((entry) => entry.title));

    const discarded = envelope<StaffDecoration>(await operator.call('POST', '/discard')).data;
    expect(discarded.hasChanges).toBe(false);
    expect(discarded.areas[1]?.entries.map((entry) => entry.title)).toEqual(icons.map((entry) => entry.title));
    expect(discarded.areas[4]?.entries.map((entry) => entry.title)).toContain(notice.title);
  });

  it('never answers the draft on the public route, whatever state is asked for', async () => {
    const owner = await staffOf('owner', 'lumen.localhost');
    await owner.add({ title: 'Draft only' });
    for (const state of [0, 1, 2]) {
      const body = envelope<DecorationEntry[]>(
        await app.inject({
          method: 'GET',
          url: `/api/web/decoration/type?type=1&state=${state}`,
          headers: { host: 'lumen.localhost' },
        }),
      );
      expect(body.data.flatMap((entry) => entry.decorationInfos.map((info) => info.title))).not.toContain('Draft only');
    }
    await owner.call('POST', '/discard');
  });
});

describe('link, image and schedule rules', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '//evil.example/x',
    'data:text/html,hi',
    'ftp://example.com/file',
    '/\\evil.example',
    'pages/relative',
    'https:///nohost',
  ])('refuses the link %s with a field error in the shop language', async (link) => {
    const owner = await staffOf('owner', 'localhost');
    const response = await owner.call('POST', '/entries', entryInput({ link }));
    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body.fields).toEqual([{ field: 'body.link', message: expect.stringContaining('http') }]);
  });

  it.each(['', '/', '/pages/goodList?gameId=3', 'https://example.com/promo?a=1', 'http://example.com'])(
    'accepts the link "%s"',
    async (link) => {
      const owner = await staffOf('owner', 'nova.localhost');
      const entry = await owner.add({ link });
      expect(entry.link).toBe(link);
      await owner.call('DELETE', `/entries/${entry.id}`);
    },
  );

  it('asks for an image of this shop in picture areas, lets the notice strip go without, and checks the window', async () => {
    const owner = await staffOf('owner', 'nova.localhost');
    const noImage = await owner.call('POST', '/entries', entryInput({ image: '' }));
    expect(envelope(noImage).fields).toEqual([{ field: 'body.image', message: 'Upload an image for this entry.' }]);
    const foreign = await owner.call('POST', '/entries', entryInput({ image: 'https://elsewhere.example/a.png' }));
    expect(envelope(foreign).fields?.[0]?.field).toBe('body.image');
    const notice = await owner.add({ area: 5, image: '', title: 'Text only' });
    expect(notice.image).toBe('');
    const window = await owner.call(
      'POST',
      '/entries',
      entryInput({ startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }),
    );
    expect(window.statusCode).toBe(400);
    expect(envelope(window).fields?.[0]?.field).toBe('body.endsAt');
    await owner.call('POST', '/discard');
  });

  it('shows a scheduled entry on the storefront only within its window, cache or not', async () => {
    const owner = await staffOf('owner', 'lumen.localhost');
    const now = clock.now().getTime();
    await owner.add({
      title: 'Weekend only',
      startsAt: new Date(now + 60 * 60_000).toISOString(),
      endsAt: new Date(now + 3 * 60 * 60_000).toISOString(),
    });
    await owner.publish();
    expect(titlesOf(await publicDecoration('lumen.localhost'), 1)).not.toContain('Weekend only');
    offsetMs += 2 * 60 * 60_000;
    try {
      expect(titlesOf(await publicDecoration('lumen.localhost'), 1)).toContain('Weekend only');
      offsetMs += 2 * 60 * 60_000;
      expect(titlesOf(await publicDecoration('lumen.localhost'), 1)).not.toContain('Weekend only');
    } finally {
      offsetMs = 0;
    }
  });
});

describe('preview token', () => {
  it('lets the storefront of the same shop show the draft for 10 minutes; anything else gets the published set', async () => {
    const operator = await staffOf('operator', 'nova.localhost');
    await operator.add({ title: 'Preview me' });
    const { token, expiresAt } = envelope<DecorationPreviewToken>(await operator.call('GET', '/preview-token')).data;
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBeGreaterThan(9 * 60_000);

    const preview = (host: string, value: string) =>
      app.inject({
        method: 'GET',
        url: `/api/web/decoration/type?type=1&state=1&decorationPreview=${encodeURIComponent(value)}`,
        headers: { host },
      });
    const shown = await preview('nova.localhost', token);
    expect(shown.headers['cache-control']).toBe('no-store');
    const draftEntries = envelope<DecorationEntry[]>(shown).data;
    expect(titlesOf(draftEntries, 1)).toContain('Preview me');
    // Area 6 comes from the published set.
    expect(titlesOf(draftEntries, 6).length).toBeGreaterThan(0);

    // Bound to the tenant: lumen's storefront with nova's token shows lumen's published set.
    const lumenPublished = await publicDecoration('lumen.localhost');
    expect(envelope<DecorationEntry[]>(await preview('lumen.localhost', token)).data).toEqual(lumenPublished);

    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), expiresAt: Date.now() + 1e9 }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    for (const bad of [`${forged}.${signature}`, `${payload}.${flipped}`, 'garbage', `${token}.x`, '']) {
      const response = await preview('nova.localhost', bad);
      expect(response.statusCode).toBe(200);
      expect(titlesOf(envelope<DecorationEntry[]>(response).data, 1)).not.toContain('Preview me');
    }

    offsetMs = 11 * 60_000;
    try {
      const expired = await preview('nova.localhost', token);
      expect(expired.statusCode).toBe(200);
      expect(titlesOf(envelope<DecorationEntry[]>(expired).data, 1)).not.toContain('Preview me');
    } finally {
      offsetMs = 0;
    }
    await operator.call('POST', '/discard');
  });
});
