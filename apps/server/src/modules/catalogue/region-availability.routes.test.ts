import type { ConsignmentResult } from '@gs/shared/consignment';
import type { GameRegion, RegionNode } from '@gs/shared/games';
import type { SellingRegionOption } from '@gs/shared/selling-regions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureGame, type FixtureGame, loginDemoUser } from '../../../test/catalogue-fixtures.ts';
import { consignmentBody, levelTwoUser } from '../../../test/consignment-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf, userIdOf } from '../../../test/identity-helpers.ts';
import { contextOf, movableClock, type TestBuyer } from '../../../test/trade-fixtures.ts';

/*
 * A region node whose children are all disabled is no final node: the selling pickers, the product-list region
 * filters and the selling checks treat it as unavailable, as if it were disabled itself. The fixture's tree:
 * North → N1, N2; South → S1 (a PC game: regions, then servers).
 */

let database: TestDatabase;
let app: FastifyInstance;
let demoId: number;
let game: FixtureGame;
let owner: string;
let seller: TestBuyer;
const clock = movableClock();

beforeAll(async () => {
  database = await createTestDatabase();
  demoId = await tenantIdOf(database.db, 'demo');
  game = await createFixtureGame(database.db, demoId, 'Availability Game');
  app = await buildTestApp(database.db, {}, { clock });
  const ctx = await contextOf(database.db, demoId, clock);
  seller = await levelTwoUser(ctx, '13977780001', await userIdOf(database.db, 'demo', 'operator'));
  owner = await loginDemoUser(app, 'owner');
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: { ...authHeaders(token), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const names = async <T extends { name: string }>(url: string) => {
  const response = await call('GET', url, seller.token);
  expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(200);
  return envelope<T[]>(response).data.map((node) => node.name);
};
const setEnabled = async (nodeId: number, enabled: boolean) => {
  const response = await call('PUT', `/staff/catalogue/regions/${nodeId}/enabled`, owner, { enabled });
  expect(response.statusCode, response.body).toBe(200);
};
const consign = (regionNodeId: number, title: string) =>
  call(
    'POST',
    '/need/consignment',
    seller.token,
    consignmentBody(demoId, seller.userId, game, { regionNodeId, title }),
  );

describe('a region whose servers are all disabled', () => {
  it('leaves the selling pickers and the product-list region filters, and is refused as a final node', async () => {
    expect(await names<SellingRegionOption>(`/need/area/list?gameId=${game.gameId}`)).toEqual(['North', 'South']);
    await setEnabled(game.region.n1, false);
    await setEnabled(game.region.n2, false);

    // Selling pickers: the region is gone, and asking for its servers lists none.
    expect(await names<SellingRegionOption>(`/need/area/list?gameId=${game.gameId}`)).toEqual(['South']);
    expect(await names<SellingRegionOption>(`/need/server/list?areaId=${game.region.north}`)).toEqual([]);
    // Product-list filters: the region rows of the desktop filter and of the mobile layout.
    expect(await names<RegionNode>(`/web/keylist?gameId=${game.gameId}`)).toEqual(['South']);
    expect(await names<GameRegion>(`/H5/GetGameDQ?gameId=${game.gameId}`)).toEqual(['South']);

    // Selling checks: neither the emptied region nor one of its disabled servers is accepted.
    for (const nodeId of [game.region.north, game.region.n1]) {
      const refused = await consign(nodeId, `Refused at node ${nodeId}`);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(envelope(refused).fields?.map((field) => field.field)).toEqual(['body.regionNodeId']);
    }
    // Its sibling region, with a server left, is unaffected.
    expect((await consign(game.region.s1, 'Placed on S1')).statusCode).toBe(200);

    // One server back: the region is offered again, as a parent (its server is the final node).
    await setEnabled(game.region.n2, true);
    expect(await names<SellingRegionOption>(`/need/area/list?gameId=${game.gameId}`)).toEqual(['North', 'South']);
    expect(await names<SellingRegionOption>(`/need/server/list?areaId=${game.region.north}`)).toEqual(['N2']);
    expect((await consign(game.region.north, 'Still not a leaf')).statusCode).toBe(400);
    const placed = await consign(game.region.n2, 'Placed on N2');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(envelope<ConsignmentResult>(placed).data).toBeTruthy();
  });

  it('keeps a region that never had servers a final node; the staff tree still shows an emptied region enabled', async () => {
    // A region added without servers is a final node of its own (as on PC games with no server level).
    const added = await call('POST', '/staff/catalogue/regions', owner, {
      gameId: game.gameId,
      parentId: null,
      name: 'West',
    });
    expect(added.statusCode, added.body).toBe(200);
    const west = envelope<{ id: number }>(added).data.id;
    expect(await names<SellingRegionOption>(`/need/area/list?gameId=${game.gameId}`)).toContain('West');
    expect((await consign(west, 'Placed on West')).statusCode).toBe(200);

    // Every server of South disabled: South leaves with them; the staff tree still shows it enabled.
    await setEnabled(game.region.s1, false);
    expect(await names<RegionNode>(`/web/keylist?gameId=${game.gameId}`)).toEqual(['North', 'West']);
    const tree = envelope<{ nodes: { id: number; enabled: boolean }[] }>(
      await call('GET', `/staff/catalogue/regions?gameId=${game.gameId}`, owner),
    ).data;
    expect(tree.nodes.find((node) => node.id === game.region.south)?.enabled).toBe(true);
    await setEnabled(game.region.s1, true);
    expect(await names<RegionNode>(`/web/keylist?gameId=${game.gameId}`)).toEqual(['North', 'South', 'West']);
  });
});
