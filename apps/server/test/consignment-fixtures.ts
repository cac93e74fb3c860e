import type { ConsignmentInput } from '@gs/shared/consignment';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';
import type { RequestContext } from '../src/lib/context.ts';
import { findLatestReview } from '../src/modules/identity/realname/realname.repository.ts';
import { reviewRealNameTwo, submitRealNameTwo } from '../src/modules/identity/realname/realname.service.ts';
import { userUploadPrefix } from '../src/modules/uploads/uploads.service.ts';
import type { FixtureGame } from './catalogue-fixtures.ts';
import { idPhotosOf, privateUploadOf } from './private-upload-fixtures.ts';
import { type TestBuyer, verifiedBuyer } from './trade-fixtures.ts';

/** A user verified at real-name level two: ID number checked, ID photos approved by the given staff member. */
export async function levelTwoUser(ctx: RequestContext, phone: string, reviewerId: number): Promise<TestBuyer> {
  const user = await verifiedBuyer(ctx, phone);
  const own = { ...ctx, userId: user.userId };
  await submitRealNameTwo(own, await idPhotosOf(ctx, user.userId));
  const review = await findLatestReview(ctx.db, ctx.tenantId, user.userId);
  if (!review) throw new Error('no review');
  await reviewRealNameTwo({ ...ctx, userId: reviewerId }, review.id, { approve: true });
  sellingProofs.set(`${ctx.tenantId}:${user.userId}`, await privateUploadOf(ctx, user.userId, 'selling-proof'));
  return user;
}

/** Each level-two user's private screenshot of their game account's real-name page (a consignment needs one). */
const sellingProofs = new Map<string, string>();

/** The `private:` reference of the user's selling proof, uploaded when `levelTwoUser` made them. */
export function sellingProofOf(tenantId: number, userId: number): string {
  const ref = sellingProofs.get(`${tenantId}:${userId}`);
  if (!ref) throw new Error(`user ${userId} was not made by levelTwoUser: no selling proof`);
  return ref;
}

/** The URL of an image the user uploaded (the upload check reads the owner from the path). */
export const ownUpload = (tenantId: number, userId: number, name: string) =>
  `${userUploadPrefix(tenantId, userId)}2026-11/${name}.webp`;

export const SECRET_LOGIN = 'GameHero_2024';
export const SECRET_PASSWORD = 'Sup3r-Secret-Pw!';

/** A valid consignment of the fixture game (server N1, rank A, count 12, hero h1 at level 2), overridable. */
export function consignmentBody(
  tenantId: number,
  userId: number,
  game: FixtureGame,
  overrides: Partial<Record<keyof ConsignmentInput, unknown>> = {},
) {
  return {
    gameId: game.gameId,
    regionNodeId: game.region.n1,
    attrs: {
      [game.attr.rank]: game.choice.A,
      [game.attr.count]: 12,
      [game.attr.heroes]: [[game.choice.h1, 2]],
    },
    title: 'Rank A account, hero h1',
    description: 'Clean account, original owner.',
    priceFen: 50_000,
    coverUrl: ownUpload(tenantId, userId, 'cover'),
    screenshots: [ownUpload(tenantId, userId, 'shot1'), ownUpload(tenantId, userId, 'shot2')],
    realNameShotUrl: 'realNameShotUrl' in overrides ? overrides.realNameShotUrl : sellingProofOf(tenantId, userId),
    guaranteeDocs: true,
    contact: 'QQ 12345678',
    credentials: { login: SECRET_LOGIN, password: SECRET_PASSWORD, notes: 'bound phone 139****0000' },
    ...overrides,
  };
}

/** Makes the fixture game's Rank attribute required, as a real template's main attributes are. */
export async function requireRank(db: Kysely<Database>, tenantId: number, game: FixtureGame) {
  await db
    .updateTable('game_attributes')
    .set({ required: true })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', game.attr.rank)
    .execute();
}

/** Sets a listing's state directly (a state only other features reach: locked by an order, sold, retrieved). */
export async function forceStatus(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
  status: 'locked' | 'sold' | 'retrieved' | 'on_sale',
) {
  const at = new Date();
  await db
    .updateTable('listings')
    .set({ status, listed_at: at, ...(status === 'sold' || status === 'retrieved' ? { sold_at: at } : {}) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function listingRow(db: Kysely<Database>, tenantId: number, id: number) {
  return db
    .selectFrom('listings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function onSaleCount(db: Kysely<Database>, tenantId: number, gameId: number) {
  // The count is striped over several rows per game and kind (so that sales of one game do not queue): their sum.
  const row = await db
    .selectFrom('game_listing_counts')
    .select((eb) => eb.fn.sum<string>('on_sale').as('on_sale'))
    .where('tenant_id', '=', tenantId)
    .where('game_id', '=', gameId)
    .where('kind', '=', 'consignment')
    .executeTakeFirst();
  return Number(row?.on_sale ?? 0);
}
