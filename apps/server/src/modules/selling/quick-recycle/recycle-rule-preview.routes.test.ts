import type { RecycleQuote, RecycleValuationRule } from '@gs/shared/recycle';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureGame } from '../../../../test/catalogue-fixtures.ts';
import { loginDemoUser } from '../../../../test/catalogue-fixtures.ts';
import { buildTestApp, createTestDatabase, envelope, type TestDatabase } from '../../../../test/helpers.ts';
import { authHeaders, tenantIdOf } from '../../../../test/identity-helpers.ts';
import {
  createRecycleGame,
  RECYCLE_ATTRS_QUOTE,
  recycleAttrs,
  recycleRule,
} from '../../../../test/recycle-fixtures.ts';

let database: TestDatabase;
let app: FastifyInstance;
let game: FixtureGame;
const tokens = { operator: '', owner: '', recycler: '', buyer: '', novaOperator: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  game = await createRecycleGame(database.db, await tenantIdOf(database.db, 'demo'));
  app = await buildTestApp(database.db);
  tokens.operator = await loginDemoUser(app, 'operator');
  tokens.owner = await loginDemoUser(app, 'owner');
  tokens.recycler = await loginDemoUser(app, 'recycler');
  tokens.buyer = await loginDemoUser(app, 'buyer');
  tokens.novaOperator = await loginDemoUser(app, 'operator', 'nova.localhost');
  const put = await call('PUT', `/api/staff/recycle/rules/${game.gameId}`, tokens.operator, recycleRule(game));
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: unknown,
  host = 'localhost',
) {
  return app.inject({
    method,
    url,
    headers: { ...(token ? authHeaders(token, host) : { host }), 'accept-language': 'en-US' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const previewUrl = () => `/api/staff/recycle/rules/${game.gameId}/preview`;
const preview = (body: unknown, token = tokens.operator) => call('POST', previewUrl(), token, body);

describe('who may preview', () => {
  it('answers 401 signed out, 403 to buyers and recyclers, and another shop cannot see this shop’s game', async () => {
    const body = { rule: recycleRule(game), attrs: recycleAttrs(game) };
    expect((await call('POST', previewUrl(), null, body)).statusCode).toBe(401);
    expect((await preview(body, tokens.buyer)).statusCode).toBe(403);
    expect((await preview(body, tokens.recycler)).statusCode).toBe(403);
    expect((await call('POST', previewUrl(), tokens.novaOperator, body, 'nova.localhost')).statusCode).toBe(404);
    expect((await preview(body, tokens.owner)).statusCode).toBe(200);
  });
});

describe('the preview', () => {
  it('gives the same quote and basis as the sellers’ quote for the saved rule', async () => {
    const response = await preview({ rule: recycleRule(game), attrs: recycleAttrs(game) });
    expect(response.statusCode, response.body).toBe(200);
    const previewed = envelope<RecycleQuote>(response).data;
    const quoted = await app.inject({
      method: 'POST',
      url: '/api/account/krecycle/quote',
      headers: { host: 'localhost', 'accept-language': 'en-US' },
      payload: { gameId: game.gameId, attrs: recycleAttrs(game) },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(previewed.quoteFen).toBe(RECYCLE_ATTRS_QUOTE);
    expect(previewed).toEqual(envelope<RecycleQuote>(quoted).data);
  });

  it('quotes an edited rule without keeping it, with the clamp line when the sum passes the maximum', async () => {
    const edited = { ...recycleRule(game), baseFen: 70_000 };
    const response = await preview({ rule: edited, attrs: recycleAttrs(game) });
    expect(response.statusCode, response.body).toBe(200);
    const quote = envelope<RecycleQuote>(response).data;
    // 70,000 + 5,000 + 1,000 + 3,000 = 79,000: under the maximum (80,000), so no clamp line.
    expect(quote.quoteFen).toBe(79_000);
    const capped = envelope<RecycleQuote>(
      await preview({ rule: { ...edited, maxFen: 60_000 }, attrs: recycleAttrs(game) }),
    ).data;
    expect(capped.quoteFen).toBe(60_000);
    expect(capped.basis.at(-1)).toMatchObject({ kind: 'clamp', label: 'max', fen: -19_000 });
    expect(capped.basis.reduce((sum, line) => sum + line.fen, 0)).toBe(60_000);

    const kept = envelope<RecycleValuationRule>(
      await call('GET', `/api/staff/recycle/rules/${game.gameId}`, tokens.operator),
    ).data;
    expect(kept.baseFen).toBe(10_000);
  });

  it('refuses a rule that does not fit the template and values the recycle form does not ask, naming the fields', async () => {
    const badRule = { ...recycleRule(game), rules: { choices: { '999999': 100 }, ranges: [] } };
    const refused = await preview({ rule: badRule, attrs: recycleAttrs(game) });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).fields?.map((field) => field.field)).toContain('body.rules.choices.999999');

    const wrongValues = await preview({ rule: recycleRule(game), attrs: { [game.attr.rank]: game.choice.t1 } });
    expect(wrongValues.statusCode).toBe(400);

    const minOverMax = await preview({ rule: { ...recycleRule(game), minFen: 9_000, maxFen: 8_000 }, attrs: {} });
    expect(minOverMax.statusCode).toBe(400);
  });
});
