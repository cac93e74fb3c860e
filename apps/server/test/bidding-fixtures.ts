import type { BidRequestInput } from '@gs/shared/bidding';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import type { RequestContext } from '../src/lib/context.ts';
import { openSession } from '../src/modules/identity/auth/sessions.service.ts';
import { findUserByLogin, grantRoles } from '../src/modules/identity/users/users.repository.ts';
import { createUser } from '../src/modules/identity/users/users.service.ts';
import { createFixtureGame, type FixtureGame } from './catalogue-fixtures.ts';
import { envelope } from './helpers.ts';
import { authHeaders } from './identity-helpers.ts';

/** The password every bidding test uses as the account's game password: searched for wherever it must not be. */
export const GAME_PASSWORD = 'Vault-Only-Pa55word!';
export const GAME_LOGIN = 'game-login-7731';

export interface Party {
  userId: number;
  token: string;
}

/** A session for a demo user (seller, buyer, recycler, owner, operator) of the context's tenant. */
export async function demoParty(ctx: RequestContext, username: string): Promise<Party> {
  const user = await findUserByLogin(ctx.db, ctx.tenantId, username);
  if (!user) throw new Error(`no demo user ${username}`);
  const session = await openSession(ctx, user, 7, { ip: null, userAgent: null });
  return { userId: user.id, token: session.token };
}

/** A new user of the tenant holding the recycler role, with a session. */
export async function newRecycler(ctx: RequestContext, phone: string, nickName = `回收商${phone.slice(-4)}`) {
  const user = await createUser(ctx.db, ctx.tenantId, { phone, password: 'Secret123', nickName });
  await grantRoles(ctx.db, ctx.tenantId, user.id, ['recycler']);
  const session = await openSession(ctx, user, 7, { ip: null, userAgent: null });
  return { userId: user.id, token: session.token } satisfies Party;
}

/** The fixture game with Rank (required) and Count on the recycle form, Heroes on it too; PC regions North/South. */
export async function createBiddingGame(db: Kysely<Database>, tenantId: number): Promise<FixtureGame> {
  const game = await createFixtureGame(db, tenantId, 'Bidding Game');
  for (const [id, required] of [
    [game.attr.rank, true],
    [game.attr.count, false],
    [game.attr.heroes, false],
  ] as const) {
    await db
      .updateTable('game_attributes')
      .set({ on_recycle_form: true, required })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
  return game;
}

/** A valid submission of the fixture game by `seller` (screenshots under the seller's own upload folder). */
export function bidInput(
  game: FixtureGame,
  tenantId: number,
  sellerId: number,
  overrides: Partial<BidRequestInput> = {},
): BidRequestInput {
  return {
    gameId: game.gameId,
    regionNodeId: game.region.n1,
    attrs: { [String(game.attr.rank)]: game.choice.A, [String(game.attr.count)]: 12 },
    screenshots: [`/uploads/u/${tenantId}/${sellerId}/2026-11/shot-1.webp`],
    credentials: { login: GAME_LOGIN, password: GAME_PASSWORD, notes: 'bound phone 139xxxx' },
    contact: 'QQ 123456789',
    ...overrides,
  };
}

/** Submits a request through the API and answers its id (throws unless 200). */
export async function submitBid(
  app: FastifyInstance,
  seller: Party,
  input: BidRequestInput,
  host = 'localhost',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/backlist',
    headers: { ...authHeaders(seller.token, host), 'accept-language': 'en-US' },
    payload: input,
  });
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.body}`);
  return envelope<{ id: number }>(response).data.id;
}

/** Quotes through the API. */
export function quote(app: FastifyInstance, recycler: Party, requestId: number, amountFen: number, host = 'localhost') {
  return app.inject({
    method: 'POST',
    url: `/api/recycler/pool/${requestId}/quote`,
    headers: { ...authHeaders(recycler.token, host), 'accept-language': 'en-US' },
    payload: { amountFen },
  });
}

/** Accepts a quote through the API. */
export function accept(app: FastifyInstance, seller: Party, requestId: number, quoteId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/account/backlist/${requestId}/accept`,
    headers: { ...authHeaders(seller.token), 'accept-language': 'en-US' },
    payload: { quoteId },
  });
}
