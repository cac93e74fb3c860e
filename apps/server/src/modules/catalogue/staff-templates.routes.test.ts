import type { GameTemplate, HeroSkins } from '@gs/shared/games';
import type { ListingDetail } from '@gs/shared/listings';
import type {
  StaffAttribute,
  StaffChoice,
  StaffHero,
  StaffHeroes,
  StaffSkin,
  StaffTemplate,
} from '@gs/shared/staff-templates';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFixtureGame,
  type FixtureGame,
  insertFixtureListings,
  tenantContext,
} from '../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../test/identity-helpers.ts';
import { apiCaller, loginStaffParties } from '../../../test/staff-route-fixtures.ts';
import { validateListingAttributes } from '../selling/index.ts';
import { findGameCatalogue } from './catalogue-cache.ts';

let database: TestDatabase;
let app: FastifyInstance;
let owner: string;
let operator: string;
let buyer: string;
let novaOwner: string;
let tenantId: number;
let game: FixtureGame;
let listingWithB: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database.db);
  tenantId = await tenantIdOf(database.db, 'demo');
  game = await createFixtureGame(database.db, tenantId, 'Template Game');
  const ids = await insertFixtureListings(database.db, tenantId, game, [
    { title: 'Uses B', price: 10_000, server: 'n1', rank: 'B', tags: ['t2'], count: 3, age: 1 },
    { title: 'Uses A', price: 20_000, server: 's1', rank: 'A', count: 5, age: 2 },
  ]);
  listingWithB = ids[0] as number;
  ({ owner, operator, buyer, novaOwner } = await loginStaffParties(app));
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

type Method = 'GET' | 'POST' | 'PUT';

const call = apiCaller(() => app);

async function data<T>(method: Method, url: string, payload?: unknown): Promise<T> {
  const response = await call(method, url, owner, payload);
  if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return envelope<T>(response).data;
}

const attribute = (overrides: Record<string, unknown> = {}) => ({
  name: 'Attr',
  kind: 'text',
  required: false,
  searchable: false,
  onRecycleForm: false,
  ...overrides,
});

const publicTemplate = async () =>
  envelope<GameTemplate>(
    await app.inject({ method: 'GET', url: `/api/web/gameTemp?gameId=${game.gameId}`, headers: { host: 'localhost' } }),
  ).data;

describe('guards: every route is the owner’s, of their own shop', () => {
  const routes = (): [Method, string, unknown][] => [
    ['GET', `/staff/catalogue/templates/${game.gameId}`, undefined],
    ['POST', `/staff/catalogue/templates/${game.gameId}/attributes`, attribute({ name: 'Guarded' })],
    ['PUT', `/staff/catalogue/templates/${game.gameId}/order`, { ids: [game.attr.rank] }],
    ['PUT', `/staff/catalogue/attributes/${game.attr.note}`, attribute({ name: 'Note' })],
    ['POST', `/staff/catalogue/attributes/${game.attr.rank}/choices`, { name: 'Guarded' }],
    ['PUT', `/staff/catalogue/attributes/${game.attr.rank}/choices/order`, { ids: [game.choice.A] }],
    ['PUT', `/staff/catalogue/choices/${game.choice.C}`, { name: 'C', enabled: true }],
    ['GET', `/staff/catalogue/heroes/${game.gameId}`, undefined],
    ['POST', `/staff/catalogue/heroes/${game.gameId}`, { name: 'Guarded' }],
    ['PUT', `/staff/catalogue/heroes/${game.gameId}/order`, { ids: [1] }],
    ['PUT', '/staff/catalogue/hero/1', { name: 'Guarded' }],
    ['POST', '/staff/catalogue/hero/1/skins', { name: 'Guarded' }],
    ['PUT', '/staff/catalogue/hero/1/skins/order', { ids: [1] }],
    ['PUT', '/staff/catalogue/skins/1', { name: 'Guarded' }],
  ];

  it('answers 401 to an anonymous caller, 403 to a buyer and to an operator', async () => {
    for (const [method, url, payload] of routes()) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, buyer, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, operator, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 to another shop’s owner, and changes nothing', async () => {
    const hero = await data<StaffHero>('POST', `/staff/catalogue/heroes/${game.gameId}`, { name: 'Guard hero' });
    const skin = await data<StaffSkin>('POST', `/staff/catalogue/hero/${hero.id}/skins`, { name: 'Guard skin' });
    const foreign: [Method, string, unknown][] = routes().map(([method, url, payload]) => [
      method,
      url.replace('/hero/1', `/hero/${hero.id}`).replace('/skins/1', `/skins/${skin.id}`),
      payload,
    ]);
    for (const [method, url, payload] of foreign) {
      const response = await call(method, url, novaOwner, payload, 'nova.localhost');
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const template = await data<StaffTemplate>('GET', `/staff/catalogue/templates/${game.gameId}`);
    expect(template.attributes.map((a) => a.name)).not.toContain('Guarded');
    const heroes = await data<StaffHeroes>('GET', `/staff/catalogue/heroes/${game.gameId}`);
    expect(heroes.heroes.find((h) => h.id === hero.id)?.skins.map((s) => s.name)).toEqual(['Guard skin']);
  });
});

describe('the template of a hidden game', () => {
  it('is read and edited by the owner while the storefront does not offer the game', async () => {
    const hidden = await createFixtureGame(database.db, tenantId, 'Hidden Template Game');
    const hide = await call('PUT', `/staff/catalogue/games/${hidden.gameId}/state`, owner, { state: 'hidden' });
    expect(hide.statusCode).toBe(200);

    const template = await data<StaffTemplate>('GET', `/staff/catalogue/templates/${hidden.gameId}`);
    expect(template.gameName).toBe('Hidden Template Game');
    const added = await data<StaffAttribute>(
      'POST',
      `/staff/catalogue/templates/${hidden.gameId}/attributes`,
      attribute({ name: 'Prepared' }),
    );
    expect(added.name).toBe('Prepared');
    const choice = await data<StaffChoice>('POST', `/staff/catalogue/attributes/${hidden.attr.rank}/choices`, {
      name: 'D',
    });
    expect(choice.name).toBe('D');
    const heroes = await data<StaffHeroes>('GET', `/staff/catalogue/heroes/${hidden.gameId}`);
    expect(heroes.gameId).toBe(hidden.gameId);
    const hero = await data<StaffHero>('POST', `/staff/catalogue/heroes/${hidden.gameId}`, { name: 'Prepared hero' });
    expect(hero.name).toBe('Prepared hero');

    const storefront = await app.inject({
      method: 'GET',
      url: `/api/web/gameTemp?gameId=${hidden.gameId}`,
      headers: { host: 'localhost' },
    });
    expect(storefront.statusCode).toBe(404);
  });
});

describe('attribute templates', () => {
  it('lists every attribute with its slot, choices and whether listings use it', async () => {
    const template = await data<StaffTemplate>('GET', `/staff/catalogue/templates/${game.gameId}`);
    expect(template.gameName).toBe('Template Game');
    const byName = new Map(template.attributes.map((a) => [a.name, a]));
    expect(byName.get('Count')).toMatchObject({ kind: 'number', numberSlot: 1, unit: 'pcs', usedByListings: true });
    expect(byName.get('Rank')?.choices.map((c) => c.name)).toEqual(['A', 'B', 'C']);
    expect(byName.get('Rank')?.usedByListings).toBe(true);
    expect(template.freeNumberSlots).toEqual([3, 4]);
  });

  it('gives a number attribute a free slot, and refuses a fifth on the kind field (disabled ones keep theirs)', async () => {
    const third = await data<StaffAttribute>(
      'POST',
      `/staff/catalogue/templates/${game.gameId}/attributes`,
      attribute({ name: 'Skins', kind: 'number', unit: 'skins', min: 0, max: 999, searchable: true }),
    );
    expect(third).toMatchObject({ numberSlot: 3, min: 0, max: 999, enabled: true, usedByListings: false });
    const fourth = await data<StaffAttribute>(
      'POST',
      `/staff/catalogue/templates/${game.gameId}/attributes`,
      attribute({ name: 'Wins', kind: 'number' }),
    );
    expect(fourth.numberSlot).toBe(4);
    await data(
      'PUT',
      `/staff/catalogue/attributes/${fourth.id}`,
      attribute({ name: 'Wins', kind: 'number', enabled: false }),
    );

    const refused = await call(
      'POST',
      `/staff/catalogue/templates/${game.gameId}/attributes`,
      owner,
      attribute({ name: 'Losses', kind: 'number' }),
    );
    expect(refused.statusCode).toBe(422);
    const body = envelope(refused);
    expect(body.msg).toMatch(/at most four number attributes/);
    expect(body.fields).toEqual([expect.objectContaining({ field: 'body.kind' })]);
    // Nor can a text attribute become a number now.
    const text = await data<StaffAttribute>(
      'POST',
      `/staff/catalogue/templates/${game.gameId}/attributes`,
      attribute({ name: 'Free text' }),
    );
    const turned = await call(
      'PUT',
      `/staff/catalogue/attributes/${text.id}`,
      owner,
      attribute({ name: 'Free text', kind: 'number' }),
    );
    expect(turned.statusCode).toBe(422);
  });

  it('refuses min above max, levels that repeat or are missing, and a text filter, each on its field', async () => {
    const url = `/staff/catalogue/templates/${game.gameId}/attributes`;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [attribute({ name: 'Bad range', kind: 'number', min: 10, max: 5 }), 'body.max', /maximum must not be below/],
      [attribute({ name: 'Bad levels', kind: 'level', levels: ['I', 'II', 'I'] }), 'body.levels', /must differ/],
      [attribute({ name: 'No levels', kind: 'level', levels: [] }), 'body.levels', /at least one level/],
      [attribute({ name: 'Blank level', kind: 'level', levels: ['I', ' '] }), 'body.levels', /cannot be empty/],
      [attribute({ name: 'Text filter', searchable: true }), 'body.searchable', /Only number, single/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', url, owner, payload);
      expect(response.statusCode, String(payload.name)).toBe(400);
      const body = envelope(response);
      expect(body.fields).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    const chinese = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { ...authHeaders(owner), 'accept-language': 'zh-CN' },
      payload: attribute({ name: 'Bad range', kind: 'number', min: 10, max: 5 }),
    });
    expect(envelope(chinese).fields?.[0]?.message).toBe('最大值不能小于最小值。');
  });

  it('refuses to change the kind of an attribute listings use, and allows it for an unused one', async () => {
    const locked = await call(
      'PUT',
      `/staff/catalogue/attributes/${game.attr.rank}`,
      owner,
      attribute({ name: 'Rank', kind: 'multiple', searchable: true }),
    );
    expect(locked.statusCode).toBe(422);
    expect(envelope(locked).fields).toEqual([
      { field: 'body.kind', message: expect.stringMatching(/Listings already use “Rank”/) },
    ]);
    // Renaming and other fields stay editable.
    const renamed = await data<StaffAttribute>(
      'PUT',
      `/staff/catalogue/attributes/${game.attr.rank}`,
      attribute({ name: 'Rank tier', kind: 'single', searchable: true, required: true }),
    );
    expect(renamed).toMatchObject({ name: 'Rank tier', required: true, usedByListings: true });
    expect(renamed.choices.map((c) => c.name)).toEqual(['A', 'B', 'C']);

    const fresh = await data<StaffAttribute>(
      'POST',
      `/staff/catalogue/templates/${game.gameId}/attributes`,
      attribute({ name: 'Server type' }),
    );
    const changed = await data<StaffAttribute>(
      'PUT',
      `/staff/catalogue/attributes/${fresh.id}`,
      attribute({ name: 'Server type', kind: 'level', levels: ['Bronze', 'Silver'] }),
    );
    expect(changed).toMatchObject({ kind: 'level', levels: ['Bronze', 'Silver'], numberSlot: null });
  });

  it('answers 409 on the name field for a name the game has already', async () => {
    const response = await call(
      'POST',
      `/staff/catalogue/templates/${game.gameId}/attributes`,
      owner,
      attribute({ name: 'Tags' }),
    );
    expect(response.statusCode).toBe(409);
    expect(envelope(response).fields?.[0]?.field).toBe('body.name');
  });

  it('adds a searchable single choice that the storefront offers at once (cache forgotten)', async () => {
    await publicTemplate(); // warm the cache first
    const platform = await data<StaffAttribute>(
      'POST',
      `/staff/catalogue/templates/${game.gameId}/attributes`,
      attribute({ name: 'Platform', kind: 'single', searchable: true }),
    );
    await data<StaffChoice>('POST', `/staff/catalogue/attributes/${platform.id}/choices`, { name: 'Steam' });
    await data<StaffChoice>('POST', `/staff/catalogue/attributes/${platform.id}/choices`, { name: 'Epic' });
    const shown = (await publicTemplate()).attributes.find((a) => a.id === platform.id);
    expect(shown).toMatchObject({ searchable: true, kind: 'single' });
    expect(shown?.choices.map((c) => c.name)).toEqual(['Steam', 'Epic']);

    const duplicate = await call('POST', `/staff/catalogue/attributes/${platform.id}/choices`, owner, {
      name: 'Steam',
    });
    expect(duplicate.statusCode).toBe(409);
    const onText = await call('POST', `/staff/catalogue/attributes/${game.attr.note}/choices`, owner, { name: 'x' });
    expect(onText.statusCode).toBe(422);
  });

  it('reorders attributes and choices, refusing a list that is not every id once', async () => {
    const template = await data<StaffTemplate>('GET', `/staff/catalogue/templates/${game.gameId}`);
    const ids = template.attributes.map((a) => a.id).reverse();
    await data('PUT', `/staff/catalogue/templates/${game.gameId}/order`, { ids });
    const after = await data<StaffTemplate>('GET', `/staff/catalogue/templates/${game.gameId}`);
    expect(after.attributes.map((a) => a.id)).toEqual(ids);
    const shown = (await publicTemplate()).attributes.map((a) => a.id);
    expect(shown).toEqual(ids.filter((id) => after.attributes.find((a) => a.id === id)?.enabled));

    const partial = await call('PUT', `/staff/catalogue/templates/${game.gameId}/order`, owner, { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(422);

    const choiceIds = [game.choice.C, game.choice.A, game.choice.B];
    await data('PUT', `/staff/catalogue/attributes/${game.attr.rank}/choices/order`, { ids: choiceIds });
    const rank = (await publicTemplate()).attributes.find((a) => a.id === game.attr.rank);
    expect(rank?.choices.map((c) => c.id)).toEqual(choiceIds);
  });

  it('a disabled choice leaves gameTemp, filters and selling validation; a listing with it still shows it', async () => {
    const updated = await data<StaffChoice>('PUT', `/staff/catalogue/choices/${game.choice.B}`, {
      name: 'B',
      enabled: false,
    });
    expect(updated.enabled).toBe(false);
    const rank = (await publicTemplate()).attributes.find((a) => a.id === game.attr.rank);
    expect(rank?.choices.map((c) => c.name)).not.toContain('B');

    const ctx = await tenantContext(database.db, tenantId);
    const catalogue = await findGameCatalogue(ctx, game.gameId);
    if (!catalogue) throw new Error('no catalogue');
    expect(() =>
      validateListingAttributes(catalogue, { [game.attr.rank]: game.choice.B, [game.attr.count]: 1 }, 'sell'),
    ).toThrow(
      expect.objectContaining({ status: 400, fields: [expect.objectContaining({ field: `attrs.${game.attr.rank}` })] }),
    );
    expect(validateListingAttributes(catalogue, { [game.attr.rank]: game.choice.A }, 'sell')).toMatchObject({
      [game.attr.rank]: game.choice.A,
    });

    const { retail_key: retailKey } = await database.db
      .selectFrom('tenants')
      .select('retail_key')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const search = (choiceId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/web/good/allList',
        headers: { host: 'localhost', 'accept-language': 'en-US' },
        payload: { retailKey, gameId: game.gameId, attrs: [{ id: game.attr.rank, choiceIds: [choiceId] }] },
      });
    expect((await search(game.choice.A)).statusCode).toBe(200);
    const refused = await search(game.choice.B);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).fields?.[0]?.field).toBe('body.attrs.0.choiceIds');

    const detail = await app.inject({
      method: 'GET',
      url: `/api/web/good/info?id=${listingWithB}`,
      headers: { host: 'localhost' },
    });
    expect(detail.statusCode).toBe(200);
    const shown = envelope<ListingDetail>(detail).data.attributes.find((a) => a.id === game.attr.rank);
    expect(shown?.text).toBe('B');
  });

  it('a disabled attribute leaves gameTemp and validation; listings keep showing its value', async () => {
    await data(
      'PUT',
      `/staff/catalogue/attributes/${game.attr.tags}`,
      attribute({ name: 'Tags', kind: 'multiple', searchable: true, enabled: false }),
    );
    expect((await publicTemplate()).attributes.map((a) => a.id)).not.toContain(game.attr.tags);
    const ctx = await tenantContext(database.db, tenantId);
    const catalogue = await findGameCatalogue(ctx, game.gameId);
    if (!catalogue) throw new Error('no catalogue');
    expect(() =>
      validateListingAttributes(
        catalogue,
        { [game.attr.rank]: game.choice.A, [game.attr.tags]: [game.choice.t1] },
        'sell',
      ),
    ).toThrow(expect.objectContaining({ status: 400 }));
    const detail = await app.inject({
      method: 'GET',
      url: `/api/web/good/info?id=${listingWithB}`,
      headers: { host: 'localhost' },
    });
    const tags = envelope<ListingDetail>(detail).data.attributes.find((a) => a.id === game.attr.tags);
    expect(tags?.text).toBe('t2');
    // The back office still lists it, disabled.
    const template = await data<StaffTemplate>('GET', `/staff/catalogue/templates/${game.gameId}`);
    expect(template.attributes.find((a) => a.id === game.attr.tags)).toMatchObject({
      enabled: false,
      usedByListings: true,
    });
  });
});

describe('heroes and skins', () => {
  const skinsOnStorefront = async () =>
    envelope<HeroSkins[]>(
      await app.inject({
        method: 'GET',
        url: `/api/web/goods/collect/getSkinByHero?gameId=${game.gameId}`,
        headers: { host: 'localhost' },
      }),
    ).data;

  it('adds, renames, reorders and disables heroes and skins; the storefront follows at once', async () => {
    const before = await skinsOnStorefront();
    const ahri = await data<StaffHero>('POST', `/staff/catalogue/heroes/${game.gameId}`, { name: 'Ahri' });
    const zed = await data<StaffHero>('POST', `/staff/catalogue/heroes/${game.gameId}`, { name: 'Zed' });
    const skin = await data<StaffSkin>('POST', `/staff/catalogue/hero/${ahri.id}/skins`, {
      name: 'Arcade',
      quality: 'Legendary',
      choiceId: game.choice.h1,
    });
    expect(skin).toMatchObject({ heroId: ahri.id, quality: 'Legendary', choiceId: game.choice.h1, enabled: true });
    const second = await data<StaffSkin>('POST', `/staff/catalogue/hero/${ahri.id}/skins`, { name: 'Spirit' });
    await data('PUT', `/staff/catalogue/hero/${ahri.id}/skins/order`, { ids: [second.id, skin.id] });
    await data('PUT', `/staff/catalogue/hero/${zed.id}`, { name: 'Zed the Master' });

    const heroes = await data<StaffHeroes>('GET', `/staff/catalogue/heroes/${game.gameId}`);
    const order = heroes.heroes.map((h) => h.id);
    await data('PUT', `/staff/catalogue/heroes/${game.gameId}/order`, { ids: [...order].reverse() });

    let shown = await skinsOnStorefront();
    expect(shown.length).toBe(before.length + 2);
    expect(shown[0]?.heroName).toBe('Zed the Master');
    expect(shown.find((h) => h.heroId === ahri.id)?.skins.map((s) => s.name)).toEqual(['Spirit', 'Arcade']);

    await data('PUT', `/staff/catalogue/skins/${second.id}`, { name: 'Spirit', enabled: false });
    await data('PUT', `/staff/catalogue/hero/${zed.id}`, { name: 'Zed the Master', enabled: false });
    shown = await skinsOnStorefront();
    expect(shown.map((h) => h.heroId)).not.toContain(zed.id);
    expect(shown.find((h) => h.heroId === ahri.id)?.skins.map((s) => s.name)).toEqual(['Arcade']);
  });

  it('refuses a skin mapped to another game’s choice, and names taken twice', async () => {
    const hero = await data<StaffHero>('POST', `/staff/catalogue/heroes/${game.gameId}`, { name: 'Lux' });
    const other = await createFixtureGame(database.db, tenantId, 'Other Game');
    const foreign = await call('POST', `/staff/catalogue/hero/${hero.id}/skins`, owner, {
      name: 'Elementalist',
      choiceId: other.choice.A,
    });
    expect(foreign.statusCode).toBe(422);
    expect(envelope(foreign).fields?.[0]?.field).toBe('body.choiceId');
    expect((await call('POST', `/staff/catalogue/heroes/${game.gameId}`, owner, { name: 'Lux' })).statusCode).toBe(409);
  });
});
