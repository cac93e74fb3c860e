import type { Game, GameRegion, RegionNode } from '@gs/shared/games';
import type { ListingDetail } from '@gs/shared/listings';
import type { SellingRegionOption } from '@gs/shared/selling-regions';
import type { StaffRegionNode, StaffRegionTree } from '@gs/shared/staff-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, type FixtureGame, insertFixtureListings } from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { tenantIdOf } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let operator: string;
let buyer: string;
let novaOwner: string;
let fixture: FixtureGame;
let listingId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  const demoId = await tenantIdOf(database.db, 'demo');
  fixture = await createFixtureGame(database.db, demoId, 'Region Game');
  [listingId] = (await insertFixtureListings(database.db, demoId, fixture, [
    { title: 'On N1', price: 1000, server: 'n1', rank: 'A', count: 1, age: 1 },
  ])) as [number];
  ({ owner, operator, buyer, novaOwner } = await loginStaffParties(app));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const call = apiCaller(() => app);
const publicData = async <T>(url: string) => {
  const response = await call('GET', url, buyer);
  expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
  return envelope<T>(response).data;
};
const tree = async (gameId = fixture.gameId) =>
  envelope<StaffRegionTree>(await call('GET', `/staff/catalogue/regions?gameId=${gameId}`, owner)).data;
const keylist = async (parentId?: number) =>
  (
    await publicData<RegionNode[]>(
      `/web/keylist?gameId=${fixture.gameId}${parentId === undefined ? '' : `&parentId=${parentId}`}`,
    )
  ).map((node) => node.name);

describe('staff catalogue regions: guards', () => {
  it('answers 401 signed out, 403 to a buyer and to an operator', async () => {
    for (const [method, url] of [
      ['GET', `/staff/catalogue/regions?gameId=${fixture.gameId}`],
      ['POST', '/staff/catalogue/regions'],
      ['PUT', '/staff/catalogue/regions/order'],
      ['PUT', `/staff/catalogue/regions/${fixture.region.n1}`],
      ['PUT', `/staff/catalogue/regions/${fixture.region.n1}/enabled`],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, buyer, body)).statusCode, url).toBe(403);
      expect((await call(method, url, operator, body)).statusCode, url).toBe(403);
    }
  });

  it('keeps shops apart: another shop’s owner gets 404 for this shop’s game and nodes', async () => {
    const nova = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
      call(method, url, novaOwner, body, 'nova.localhost');
    expect((await nova('GET', `/staff/catalogue/regions?gameId=${fixture.gameId}`)).statusCode).toBe(404);
    expect(
      (await nova('POST', '/staff/catalogue/regions', { gameId: fixture.gameId, parentId: null, name: 'X' }))
        .statusCode,
    ).toBe(404);
    expect((await nova('PUT', `/staff/catalogue/regions/${fixture.region.n1}`, { name: 'Mine' })).statusCode).toBe(404);
    expect(
      (await nova('PUT', `/staff/catalogue/regions/${fixture.region.n1}/enabled`, { enabled: false })).statusCode,
    ).toBe(404);
    expect(
      (
        await nova('PUT', '/staff/catalogue/regions/order', {
          gameId: fixture.gameId,
          parentId: fixture.region.north,
          ids: [fixture.region.n2, fixture.region.n1],
        })
      ).statusCode,
    ).toBe(404);
    expect(await keylist(fixture.region.north)).toEqual(['N1', 'N2']);
  });
});

describe('staff catalogue regions of a hidden game', () => {
  it('reads and edits a hidden game’s tree (staff prepare it before showing the game); the storefront sees none', async () => {
    const demoId = await tenantIdOf(database.db, 'demo');
    const hidden = await createFixtureGame(database.db, demoId, 'Hidden Region Game');
    const hide = await call('PUT', `/staff/catalogue/games/${hidden.gameId}/state`, owner, { state: 'hidden' });
    expect(hide.statusCode).toBe(200);

    expect((await tree(hidden.gameId)).nodes.map((node) => node.name)).toContain('N1');
    const added = await call('POST', '/staff/catalogue/regions', owner, {
      gameId: hidden.gameId,
      parentId: hidden.region.north,
      name: 'N9',
    });
    expect(added.statusCode, added.body).toBe(200);
    const n9 = envelope<StaffRegionNode>(added).data;
    expect(n9).toMatchObject({ kind: 'server', level: 2 });
    const renamed = await call('PUT', `/staff/catalogue/regions/${n9.id}`, owner, { name: 'N10' });
    expect(envelope<StaffRegionNode>(renamed).data.name).toBe('N10');
    const order = await call('PUT', '/staff/catalogue/regions/order', owner, {
      gameId: hidden.gameId,
      parentId: hidden.region.north,
      ids: [n9.id, hidden.region.n1, hidden.region.n2],
    });
    expect(order.statusCode, order.body).toBe(200);
    const disabled = await call('PUT', `/staff/catalogue/regions/${n9.id}/enabled`, owner, { enabled: false });
    expect(envelope<StaffRegionNode>(disabled).data.enabled).toBe(false);

    const storefront = await call('GET', `/web/keylist?gameId=${hidden.gameId}`, buyer);
    expect(storefront.statusCode).toBe(404);
  });
});

describe('staff catalogue regions', () => {
  it('answers the whole tree with the kind of a new root, by the existing roots or the game type', async () => {
    const fixtureTree = await tree();
    expect(fixtureTree.rootKind).toBe('region');
    expect(fixtureTree.nodes.map((node) => [node.name, node.kind, node.level, node.enabled])).toEqual([
      ['North', 'region', 1, true],
      ['South', 'region', 1, true],
      ['N1', 'server', 2, true],
      ['N2', 'server', 2, true],
      ['S1', 'server', 2, true],
    ]);
    const games = envelope<Game[]>(await call('GET', '/web/game/Type', null)).data;
    // The caller reads in English: the game's English name.
    const mobile = games.find((game) => game.name === 'Honor of Kings') as Game;
    const mobileTree = await tree(mobile.id);
    expect(mobileTree.rootKind).toBe('system');
    expect(new Set(mobileTree.nodes.map((node) => node.kind))).toEqual(
      new Set(['system', 'operator', 'region', 'server']),
    );
  });

  it('adds nodes of the kind that follows the parent, shown to the storefront at once', async () => {
    const server = envelope<StaffRegionNode>(
      await call('POST', '/staff/catalogue/regions', owner, {
        gameId: fixture.gameId,
        parentId: fixture.region.south,
        name: 'S2',
      }),
    ).data;
    expect(server).toMatchObject({ kind: 'server', level: 2, parentId: fixture.region.south, sort: 1, enabled: true });
    expect(await keylist(fixture.region.south)).toEqual(['S1', 'S2']);

    const root = envelope<StaffRegionNode>(
      await call('POST', '/staff/catalogue/regions', owner, { gameId: fixture.gameId, parentId: null, name: 'West' }),
    ).data;
    expect(root).toMatchObject({ kind: 'region', level: 1, parentId: null });
    expect(await keylist()).toEqual(['North', 'South', 'West']);

    const underServer = await call('POST', '/staff/catalogue/regions', owner, {
      gameId: fixture.gameId,
      parentId: server.id,
      name: 'Too deep',
    });
    expect(underServer.statusCode).toBe(400);
    expect(envelope(underServer).msg).toBe('A server is the last level: it cannot have nodes under it.');

    const duplicate = await call('POST', '/staff/catalogue/regions', owner, {
      gameId: fixture.gameId,
      parentId: fixture.region.south,
      name: 's1',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).fields).toEqual([
      { field: 'body.name', message: 'Another node at this place is already called "s1".' },
    ]);
  });

  it('renames a node; listings placed there show the new name', async () => {
    const renamed = await call('PUT', `/staff/catalogue/regions/${fixture.region.n2}`, owner, { name: 'N2 New' });
    expect(envelope<StaffRegionNode>(renamed).data.name).toBe('N2 New');
    expect(await keylist(fixture.region.north)).toEqual(['N1', 'N2 New']);
    const clash = await call('PUT', `/staff/catalogue/regions/${fixture.region.n2}`, owner, { name: 'N1' });
    expect(clash.statusCode).toBe(409);
    await call('PUT', `/staff/catalogue/regions/${fixture.region.n2}`, owner, { name: 'N2' });
  });

  it('reorders siblings only: every child once, never another parent’s node', async () => {
    const order = (parentId: number | null, ids: number[]) =>
      call('PUT', '/staff/catalogue/regions/order', owner, { gameId: fixture.gameId, parentId, ids });
    expect((await order(fixture.region.north, [fixture.region.n2, fixture.region.n1])).statusCode).toBe(200);
    expect(await keylist(fixture.region.north)).toEqual(['N2', 'N1']);
    expect((await tree()).nodes.filter((node) => node.parentId === fixture.region.north).map((n) => n.name)).toEqual([
      'N2',
      'N1',
    ]);
    for (const ids of [
      [fixture.region.n1],
      [fixture.region.n1, fixture.region.n1],
      [fixture.region.n1, fixture.region.s1],
      [fixture.region.n1, fixture.region.n2, fixture.region.s1],
    ]) {
      const refused = await order(fixture.region.north, ids);
      expect(refused.statusCode, JSON.stringify(ids)).toBe(400);
      expect(envelope(refused).fields?.[0]?.field).toBe('body.ids');
    }
    expect(await keylist(fixture.region.north)).toEqual(['N2', 'N1']);
    await order(fixture.region.north, [fixture.region.n1, fixture.region.n2]);
  });

  it('disables a node: gone from pickers, filters and public calls; listings keep their region path', async () => {
    const disable = await call('PUT', `/staff/catalogue/regions/${fixture.region.n1}/enabled`, owner, {
      enabled: false,
    });
    expect(envelope<StaffRegionNode>(disable).data.enabled).toBe(false);
    expect(await keylist(fixture.region.north)).toEqual(['N2']);
    const servers = await publicData<SellingRegionOption[]>(`/need/server/list?areaId=${fixture.region.north}`);
    expect(servers.map((option) => option.name)).toEqual(['N2']);
    const suit = await publicData<RegionNode[]>(`/web/districtSuit?parentId=${fixture.region.north}`);
    expect(suit.map((node) => node.name)).toEqual(['N2']);

    const detail = await publicData<ListingDetail>(`/web/good/info?id=${listingId}`);
    expect(detail.regionPath.map((node) => node.name)).toEqual(['North', 'N1']);
    expect((await tree()).nodes.find((node) => node.id === fixture.region.n1)?.enabled).toBe(false);

    // A disabled parent takes its subtree out too.
    await call('PUT', `/staff/catalogue/regions/${fixture.region.south}/enabled`, owner, { enabled: false });
    expect(await keylist()).not.toContain('South');
    const areas = await publicData<SellingRegionOption[]>(`/need/area/list?gameId=${fixture.gameId}`);
    expect(areas.map((option) => option.name)).not.toContain('South');
    const mobileRegions = await publicData<GameRegion[]>(`/H5/GetGameDQ?gameId=${fixture.gameId}`);
    expect(mobileRegions.map((region) => region.name)).not.toContain('South');

    await call('PUT', `/staff/catalogue/regions/${fixture.region.n1}/enabled`, owner, { enabled: true });
    await call('PUT', `/staff/catalogue/regions/${fixture.region.south}/enabled`, owner, { enabled: true });
    expect(await keylist(fixture.region.north)).toEqual(['N1', 'N2']);
    expect(await keylist()).toContain('South');
  });
});
