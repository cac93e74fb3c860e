import type { AttributeKind } from '@gs/shared/games';
import type { ListingKind, ListingStatus } from '@gs/shared/listings';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import { Caches } from '../src/lib/caches.ts';
import type { RequestContext } from '../src/lib/context.ts';
import { levelAttributeSearchIds } from '../src/modules/listings/listing-search-ids.ts';
import { findTenantById } from '../src/modules/tenants/tenants.repository.ts';
import { envelope } from './helpers.ts';
import { solveCaptcha } from './identity-helpers.ts';

/**
 * A small game with a template of every kind and a known set of listings, so that each filter's answer can be
 * stated exactly:
 *   Rank (single: A, B, C), Tags (multiple: t1, t2, t3), Heroes (level: h1, h2; levels L0–L2),
 *   Count (number, slot 1), Power (number, slot 2), Since (date), Note (text), Secret (single, not searchable).
 *   Regions: North → N1, N2; South → S1.
 */
export interface FixtureGame {
  gameId: number;
  attr: Record<'rank' | 'tags' | 'heroes' | 'count' | 'power' | 'since' | 'note' | 'secret', number>;
  choice: Record<'A' | 'B' | 'C' | 't1' | 't2' | 't3' | 'h1' | 'h2' | 'x', number>;
  region: Record<'north' | 'n1' | 'n2' | 'south' | 's1', number>;
}

export async function createFixtureGame(
  db: Kysely<Database>,
  tenantId: number,
  name = 'Fixture Game',
): Promise<FixtureGame> {
  const game = await db
    .insertInto('games')
    .values({ tenant_id: tenantId, name, keyword: 'fixture', game_type: 'pc', initial: 'F', sort: 99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gameId = game.id;
  const attribute = (
    attrName: string,
    kind: AttributeKind,
    extra: Partial<{ searchable: boolean; number_slot: 1 | 2 | 3 | 4; levels: string[]; unit: string }> = {},
  ) =>
    db
      .insertInto('game_attributes')
      .values({
        tenant_id: tenantId,
        game_id: gameId,
        name: attrName,
        kind,
        searchable: extra.searchable ?? true,
        number_slot: extra.number_slot ?? null,
        min_value: null,
        max_value: null,
        levels: extra.levels ?? [],
        unit: extra.unit ?? '',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const attr = {
    rank: await attribute('Rank', 'single'),
    tags: await attribute('Tags', 'multiple'),
    heroes: await attribute('Heroes', 'level', { levels: ['L0', 'L1', 'L2'] }),
    count: await attribute('Count', 'number', { number_slot: 1, unit: 'pcs' }),
    power: await attribute('Power', 'number', { number_slot: 2 }),
    since: await attribute('Since', 'date', { searchable: false }),
    note: await attribute('Note', 'text', { searchable: false }),
    secret: await attribute('Secret', 'single', { searchable: false }),
  };
  const choiceOf = (attributeId: number, choiceName: string) =>
    db
      .insertInto('game_attribute_choices')
      .values({ tenant_id: tenantId, attribute_id: attributeId, name: choiceName })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const choice = {
    A: await choiceOf(attr.rank, 'A'),
    B: await choiceOf(attr.rank, 'B'),
    C: await choiceOf(attr.rank, 'C'),
    t1: await choiceOf(attr.tags, 't1'),
    t2: await choiceOf(attr.tags, 't2'),
    t3: await choiceOf(attr.tags, 't3'),
    h1: await choiceOf(attr.heroes, 'h1'),
    h2: await choiceOf(attr.heroes, 'h2'),
    x: await choiceOf(attr.secret, 'x'),
  };
  const regionOf = (regionName: string, parentId: number | null, level: number, kind: 'region' | 'server') =>
    db
      .insertInto('regions')
      .values({ tenant_id: tenantId, game_id: gameId, parent_id: parentId, level, kind, name: regionName })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const north = await regionOf('North', null, 1, 'region');
  const south = await regionOf('South', null, 1, 'region');
  const region = {
    north,
    south,
    n1: await regionOf('N1', north, 2, 'server'),
    n2: await regionOf('N2', north, 2, 'server'),
    s1: await regionOf('S1', south, 2, 'server'),
  };
  return { gameId, attr, choice, region };
}

export interface FixtureListing {
  title: string;
  price: number;
  server: 'n1' | 'n2' | 's1';
  rank: 'A' | 'B' | 'C';
  tags?: ('t1' | 't2' | 't3')[];
  heroes?: ['h1' | 'h2', number][];
  count: number;
  power?: number;
  status?: ListingStatus;
  kind?: ListingKind;
  /** Minutes before the fixed listing time. */
  age: number;
  number?: string;
  sellerUserId?: number;
}

const LISTED_BASE = Date.parse('2026-11-20T00:00:00Z');
let sequence = 0;

/** Inserts fixture listings (search ids, number columns and attrs as the seed writes them); answers their ids. */
export async function insertFixtureListings(
  db: Kysely<Database>,
  tenantId: number,
  game: FixtureGame,
  listings: FixtureListing[],
): Promise<number[]> {
  const rows = listings.map((listing) => {
    const serverId = game.region[listing.server];
    const regionId = listing.server === 's1' ? game.region.south : game.region.north;
    const choiceIds = [
      game.choice[listing.rank],
      ...(listing.tags ?? []).map((tag) => game.choice[tag]),
      ...levelAttributeSearchIds((listing.heroes ?? []).map(([hero, level]) => [game.choice[hero], level] as const)),
      game.choice.x,
    ];
    const status = listing.status ?? 'on_sale';
    const listedAt = new Date(LISTED_BASE - listing.age * 60_000);
    const kind = listing.kind ?? 'self_operated';
    return {
      tenant_id: tenantId,
      number: listing.number ?? `FX${String(++sequence).padStart(6, '0')}`,
      game_id: game.gameId,
      seller_user_id: listing.sellerUserId ?? null,
      kind,
      status,
      title: listing.title,
      description: `About ${listing.title}`,
      cover_url: '/uploads/fixture/cover.svg',
      gallery: JSON.stringify(['/uploads/fixture/cover.svg', '/uploads/fixture/shot.svg']),
      price_fen: listing.price,
      cost_fen: Math.round(listing.price * 0.7),
      system_id: null,
      operator_id: null,
      region_id: regionId,
      server_id: serverId,
      attrs: JSON.stringify({
        [game.attr.rank]: game.choice[listing.rank],
        ...(listing.tags ? { [game.attr.tags]: listing.tags.map((tag) => game.choice[tag]) } : {}),
        ...(listing.heroes
          ? { [game.attr.heroes]: listing.heroes.map(([hero, level]) => [game.choice[hero], level]) }
          : {}),
        [game.attr.count]: listing.count,
        ...(listing.power !== undefined ? { [game.attr.power]: listing.power } : {}),
        [game.attr.since]: '2021-03-04',
        [game.attr.note]: 'fixture note',
        [game.attr.secret]: game.choice.x,
      }),
      search_ids: [...choiceIds, -regionId, -serverId],
      num_1: listing.count,
      num_2: listing.power ?? null,
      label_ids: [],
      internal_remark: 'INTERNAL-REMARK-SECRET',
      listed_at: ['draft', 'pending_review', 'rejected'].includes(status) ? null : listedAt,
      sold_at: status === 'sold' || status === 'retrieved' ? new Date(LISTED_BASE) : null,
    };
  });
  const inserted = await db.insertInto('listings').values(rows).returning('id').execute();
  return inserted.map((row) => row.id);
}

/** The service context of a tenant, as the tenant plugin builds it (markup overridable). */
export async function tenantContext(
  db: Kysely<Database>,
  tenantId: number,
  overrides: { markupBp?: number; now?: Date } = {},
): Promise<RequestContext> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new Error(`no tenant ${tenantId}`);
  const now = overrides.now ?? new Date('2026-11-21T10:00:00Z');
  return {
    db,
    tenantId,
    tenant: { ...tenant, price_markup_bp: overrides.markupBp ?? tenant.price_markup_bp },
    locale: tenant.default_locale,
    clock: { now: () => now },
    caches: new Caches(),
  };
}

/** Logs a demo user in with the password (captcha answer fixed in tests) and answers the token. */
export async function loginDemoUser(app: FastifyInstance, username = 'buyer', host = 'localhost'): Promise<string> {
  const captcha = await solveCaptcha(app, host);
  const response = await app.inject({
    method: 'POST',
    url: '/api/web/login',
    headers: { host },
    payload: { username, password: 'Demo1234', ...captcha },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return envelope<{ token: string }>(response).data.token;
}
