import type { RecycleQuote, RecycleValuationRuleInput } from '@gs/shared/recycle';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createFixtureGame, type FixtureGame } from './catalogue-fixtures.ts';
import { envelope } from './helpers.ts';
import { authHeaders } from './identity-helpers.ts';
import { contextOf, type TestBuyer, verifiedBuyer } from './trade-fixtures.ts';

/**
 * The fixture game (catalogue-fixtures) with Rank (required), Tags, Count and Note on the recycle form, and the
 * valuation rule below: base ¥100, Rank B +¥20, C +¥50, each tag +¥5, Count ¥1 a unit above 0 up to 500; quotes
 * between ¥50 and ¥800.
 */
export async function createRecycleGame(db: Kysely<Database>, tenantId: number, name = 'Recycle Game') {
  const game = await createFixtureGame(db, tenantId, name);
  await db
    .updateTable('game_attributes')
    .set({ on_recycle_form: true })
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [game.attr.rank, game.attr.tags, game.attr.count, game.attr.note])
    .execute();
  await db
    .updateTable('game_attributes')
    .set({ required: true })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', game.attr.rank)
    .execute();
  return game;
}

export function recycleRule(game: FixtureGame): RecycleValuationRuleInput {
  return {
    baseFen: 10_000,
    minFen: 5_000,
    maxFen: 80_000,
    enabled: true,
    rules: {
      choices: {
        [game.choice.B]: 2_000,
        [game.choice.C]: 5_000,
        [game.choice.t1]: 500,
        [game.choice.t2]: 500,
        [game.choice.t3]: 500,
      },
      ranges: [{ attributeId: game.attr.count, from: 0, to: 500, fen: 100, perUnit: true }],
    },
  };
}

/** Rank C, tags t1 + t2, Count 30: 10,000 + 5,000 + 1,000 + 3,000 = ¥190. */
export function recycleAttrs(game: FixtureGame) {
  return {
    [game.attr.rank]: game.choice.C,
    [game.attr.tags]: [game.choice.t1, game.choice.t2],
    [game.attr.count]: 30,
  };
}
export const RECYCLE_ATTRS_QUOTE = 19_000;

/** A user with real-name level one and an approved level-two review, signed in. */
export async function levelTwoSeller(
  db: Kysely<Database>,
  tenantId: number,
  phone: string,
  clock: { now: () => Date },
): Promise<TestBuyer> {
  const seller = await verifiedBuyer(await contextOf(db, tenantId, clock), phone);
  const review = await db
    .insertInto('real_name_reviews')
    .values({
      tenant_id: tenantId,
      user_id: seller.userId,
      front_image: '/uploads/test/front.png',
      back_image: '/uploads/test/back.png',
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('real_name_reviews')
    .set({ status: 'approved', reviewed_at: new Date() })
    .where('id', '=', review.id)
    .execute();
  return seller;
}

export const SECRET_PASSWORD = 'Pw-Recycle-Secret-9271';

/** Submits the fixture account at its quote; answers the request's id. */
export async function submitRecycle(
  app: FastifyInstance,
  game: FixtureGame,
  token: string,
  overrides: Record<string, unknown> = {},
  host = 'localhost',
  lang = 'en-US',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/krecycle',
    headers: { ...authHeaders(token, host), 'accept-language': lang },
    payload: {
      gameId: game.gameId,
      regionNodeId: game.region.n1,
      attrs: recycleAttrs(game),
      credentials: { login: 'recycle-login-778', password: SECRET_PASSWORD, notes: 'bound phone 139****0000' },
      contact: 'QQ 12345678',
      acceptedQuoteFen: RECYCLE_ATTRS_QUOTE,
      ...overrides,
    },
  });
  return response;
}

export async function submitRecycleOk(app: FastifyInstance, game: FixtureGame, token: string) {
  const response = await submitRecycle(app, game, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<{ id: number; number: string; status: string; quoteFen: number }>(response).data;
}

export type { RecycleQuote };
