import type { Game } from '@gs/shared/games';
import type { UploadResult } from '@gs/shared/identity';
import type { ListingDetail } from '@gs/shared/listings';
import type { StaffGame, StaffGamePage } from '@gs/shared/staff-catalogue';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, insertFixtureListings } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf, uploadFile } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let operator: string;
let buyer: string;
let novaOwner: string;
let demoId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  demoId = await tenantIdOf(database.db, 'demo');
  ({ owner, operator, buyer, novaOwner } = await loginStaffParties(app));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = apiCaller(() => app);
const publicGames = async (query = '') =>
  envelope<Game[]>(
    await app.inject({ method: 'GET', url: `/api/web/game/Type?${query}`, headers: { host: 'localhost' } }),
  ).data;
const gameInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Staff Test Game',
  keyword: 'stg staff',
  initial: 'S',
  type: 'mobile',
  icon: '',
  sort: 5,
  hot: true,
  ...overrides,
});

describe('staff catalogue games: guards', () => {
  it('answers 401 signed out, 403 to a buyer and to an operator, before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/staff/catalogue/games'],
      ['POST', '/staff/catalogue/games'],
      ['PUT', '/staff/catalogue/games/1'],
      ['PUT', '/staff/catalogue/games/1/state'],
    ] as const) {
      expect((await call(method, url, null, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
      expect((await call(method, url, buyer, method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
      expect((await call(method, url, operator, method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
    }
  });

  it('keeps shops apart: another shop’s owner neither sees nor changes this shop’s games (404)', async () => {
    const demoGames = envelope<StaffGamePage>(await call('GET', '/staff/catalogue/games?pageSize=100', owner)).data;
    const novaGames = envelope<StaffGamePage>(
      await call('GET', '/staff/catalogue/games?pageSize=100', novaOwner, undefined, 'nova.localhost'),
    ).data;
    const demoIds = new Set(demoGames.rows.map((game) => game.id));
    expect(novaGames.rows.some((game) => demoIds.has(game.id))).toBe(false);
    const target = demoGames.rows[0] as StaffGame;
    const rename = await call('PUT', `/staff/catalogue/games/${target.id}`, novaOwner, gameInput(), 'nova.localhost');
    expect(rename.statusCode).toBe(404);
    const hide = await call(
      'PUT',
      `/staff/catalogue/games/${target.id}/state`,
      novaOwner,
      { state: 'hidden' },
      'nova.localhost',
    );
    expect(hide.statusCode).toBe(404);
    expect((await publicGames()).some((game) => game.id === target.id)).toBe(true);
  });
});

describe('staff catalogue games', () => {
  it('lists every game with its on-sale count, filtered, sorted and paged on the server', async () => {
    const all = envelope<StaffGamePage>(await call('GET', '/staff/catalogue/games?pageSize=100', owner)).data;
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.rows.every((game) => game.onSaleCount === 42)).toBe(true);
    const page = envelope<StaffGamePage>(await call('GET', '/staff/catalogue/games?pageSize=3&pageNum=2', owner)).data;
    expect(page.rows.map((game) => game.id)).toEqual(all.rows.slice(3, 6).map((game) => game.id));
    const pc = envelope<StaffGamePage>(await call('GET', '/staff/catalogue/games?type=pc', owner)).data;
    expect(pc.rows.length).toBeGreaterThan(0);
    expect(pc.rows.every((game) => game.type === 'pc')).toBe(true);
    const lol = envelope<StaffGamePage>(await call('GET', '/staff/catalogue/games?keyword=lol', owner)).data;
    expect(lol.rows.map((game) => game.name)).toEqual(['英雄联盟']);
    const byName = envelope<StaffGamePage>(
      await call('GET', '/staff/catalogue/games?sortField=name&sortOrder=desc&pageSize=100', owner),
    ).data;
    expect(byName.rows.map((game) => game.name)).toEqual(
      [...all.rows.map((game) => game.name)].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
    );
  });

  it('creates a game that the storefront lists at once, and refuses a duplicate name at its field', async () => {
    const created = envelope<StaffGame>(await call('POST', '/staff/catalogue/games', owner, gameInput())).data;
    expect(created).toMatchObject({ name: 'Staff Test Game', state: 'active', hot: true, onSaleCount: 0 });
    expect((await publicGames('keyword=stg')).map((game) => game.name)).toEqual(['Staff Test Game']);

    const duplicate = await call('POST', '/staff/catalogue/games', owner, gameInput({ name: '王者荣耀' }));
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).fields).toEqual([
      { field: 'body.name', message: 'This shop already has a game called "王者荣耀".' },
    ]);
    // Another shop may use the same name.
    const nova = await call('POST', '/staff/catalogue/games', novaOwner, gameInput(), 'nova.localhost');
    expect(nova.statusCode).toBe(200);
  });

  it('edits a game’s fields (the storefront sees them at once) and checks the icon is the owner’s own upload', async () => {
    const { data: game } = envelope<StaffGame>(
      await call('POST', '/staff/catalogue/games', owner, gameInput({ name: 'Edit Me', keyword: 'editme' })),
    );
    expect((await publicGames('keyword=editme'))[0]?.type).toBe('mobile');
    const foreignIcon = await call('PUT', `/staff/catalogue/games/${game.id}`, owner, {
      ...gameInput({ name: 'Edit Me' }),
      icon: 'https://evil.example/icon.png',
    });
    expect(foreignIcon.statusCode).toBe(400);
    expect(envelope(foreignIcon).fields?.[0]?.field).toBe('body.icon');

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const upload = envelope<UploadResult>(
      await uploadFile(app, owner, png, { filename: 'icon.png', contentType: 'image/png' }),
    ).data;
    const edited = envelope<StaffGame>(
      await call('PUT', `/staff/catalogue/games/${game.id}`, owner, {
        ...gameInput({ name: 'Edited Game', keyword: 'editme', type: 'pc', initial: 'E', hot: false }),
        icon: upload.url,
      }),
    ).data;
    expect(edited).toMatchObject({ name: 'Edited Game', type: 'pc', initial: 'E', hot: false, icon: upload.url });
    expect((await publicGames('keyword=editme'))[0]).toMatchObject({
      name: 'Edited Game',
      type: 'pc',
      icon: upload.url,
    });

    const clash = await call('PUT', `/staff/catalogue/games/${game.id}`, owner, gameInput({ name: '原神' }));
    expect(clash.statusCode).toBe(409);
    expect(envelope(clash).fields?.[0]?.field).toBe('body.name');
    const invalid = await call('PUT', `/staff/catalogue/games/${game.id}`, owner, gameInput({ initial: 'ab' }));
    expect(invalid.statusCode).toBe(400);
  });

  it('hides a game: gone from the storefront at once, its listings’ pages still open; showing it brings it back', async () => {
    const fixture = await createFixtureGame(database.db, demoId, 'Hidden Soon');
    const [listingId] = await insertFixtureListings(database.db, demoId, fixture, [
      { title: 'Old listing', price: 1000, server: 'n1', rank: 'A', count: 1, age: 1 },
    ]);
    // Made behind the API's back: a staff call makes the storefront forget its cached catalogue.
    await call('PUT', `/staff/catalogue/games/${fixture.gameId}/state`, owner, { state: 'active' });
    const detail = () =>
      app.inject({ method: 'GET', url: `/api/web/good/info?id=${listingId}`, headers: { host: 'localhost' } });
    expect((await detail()).statusCode).toBe(200);
    expect((await publicGames()).some((game) => game.id === fixture.gameId)).toBe(true);

    const hidden = await call('PUT', `/staff/catalogue/games/${fixture.gameId}/state`, owner, { state: 'hidden' });
    expect(envelope<StaffGame>(hidden).data.state).toBe('hidden');
    expect((await publicGames()).some((game) => game.id === fixture.gameId)).toBe(false);
    const template = await app.inject({
      method: 'GET',
      url: `/api/web/gameTemp?gameId=${fixture.gameId}`,
      headers: { host: 'localhost' },
    });
    expect(template.statusCode).toBe(404);
    const page = await detail();
    expect(page.statusCode).toBe(200);
    const shown = envelope<ListingDetail>(page).data;
    expect(shown.regionPath.map((node) => node.name)).toEqual(['North', 'N1']);
    expect(shown.attributes.find((attribute) => attribute.name === 'Rank')?.text).toBe('A');

    const staffList = envelope<StaffGamePage>(await call('GET', '/staff/catalogue/games?state=hidden', owner)).data;
    expect(staffList.rows.map((game) => game.id)).toContain(fixture.gameId);

    await call('PUT', `/staff/catalogue/games/${fixture.gameId}/state`, owner, { state: 'active' });
    expect((await publicGames()).some((game) => game.id === fixture.gameId)).toBe(true);
  });

  it('records each change in the audit log as before → after', async () => {
    const { data: game } = envelope<StaffGame>(
      await call('POST', '/staff/catalogue/games', owner, gameInput({ name: 'Audited Game' })),
    );
    await call('PUT', `/staff/catalogue/games/${game.id}/state`, owner, { state: 'hidden' });
    const rows = await database.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('tenant_id', '=', demoId)
      .where('route', '=', '/api/staff/catalogue/games/:id/state')
      .orderBy('id')
      .execute();
    const entry = rows.find((row) => JSON.stringify(row.before).includes('Audited Game'));
    expect(entry?.before).toMatchObject({ name: 'Audited Game', state: 'active' });
    expect(entry?.after).toMatchObject({ name: 'Audited Game', state: 'hidden' });
  });
});
