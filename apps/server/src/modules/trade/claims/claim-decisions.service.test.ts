import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimInput, orderAccount, orderRow, soldOrder } from '../../../../test/claim-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  listingStatus,
  movableClock,
  type TestBuyer,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import { expectEveryWalletBalanced } from '../../../../test/wallet-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestContext, UserContext } from '../../../lib/context.ts';
import { putUpListing, takeDownListing } from '../../selling/consignment/listing-shelf.service.ts';
import { getStaffUser } from '../../staff-users/staff-users.service.ts';
import { walletBalance } from '../ledger/ledger.service.ts';
import { sweepDuePayouts } from '../orders/order-scheduler.ts';
import { saveOrderSettings } from '../orders/order-settings.ts';
import { heldProceeds } from '../payouts/payouts.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import { decideClaim } from './claim-decisions.service.ts';
import { openClaim } from './claims.service.ts';
import { getStaffClaim } from './claims-staff.service.ts';

/*
 * The money of every decision, through the services on the real database: after each case every order's ledger
 * balances (escrow, buyer) and every wallet agrees with its withdrawals and held proceeds.
 */

let database: TestDatabase;
let db: Kysely<Database>;
let demo: RequestContext;
let deps: TradeDeps;
let staff: UserContext;
let buyer: TestBuyer;
let phone = 13977200000;
const clock = movableClock();
const DAY = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demo = await contextOf(db, await tenantIdOf(db, 'demo'), clock);
  deps = createTradeDeps(db, testSecretBox, () => undefined);
  staff = { ...demo, userId: await userIdOf(db, 'demo', 'operator') };
  buyer = await verifiedBuyer(demo, String(phone));
}, 120_000);

afterEach(async () => {
  await expectEveryOrderBalanced(db);
  await expectEveryWalletBalanced(db);
});

afterAll(async () => {
  await database?.drop();
});

const asBuyer = () => ({ ...demo, userId: buyer.userId });
const newSeller = () => verifiedBuyer(demo, String(++phone));

/** An order of a fresh seller bought by the buyer, with a claim open on it (from trade, or after completion). */
async function claimed(options: { complete?: boolean; selfOperated?: boolean; priceFen?: number } = {}) {
  const seller = options.selfOperated ? null : await newSeller();
  const order = await soldOrder(
    demo,
    deps,
    { seller, buyer },
    { complete: options.complete, priceFen: options.priceFen },
  );
  const claim = await openClaim(asBuyer(), deps, order.id, await claimInput(demo, buyer));
  const row = await orderRow(db, demo.tenantId, order.id);
  const proceeds = row.seller_user_id === null ? 0 : row.listing_price_fen - row.commission_fen;
  return { seller, order, claim, paid: row.paid_fen - row.refunded_fen, proceeds };
}

const account = (orderId: number, name: string, userId?: number) =>
  orderAccount(db, demo.tenantId, orderId, name, userId);

describe('decided while the order is in trade (escrow holds what was paid)', () => {
  it('a partial refund returns part; the order settles with the rest, the seller’s proceeds reduced by it', async () => {
    const { seller, order, claim, paid, proceeds } = await claimed();
    const amount = 20_000;
    const detail = await decideClaim(staff, deps, claim.id, {
      outcome: 'partial',
      amountFen: amount,
      reason: 'scratched skin',
    });
    expect(detail).toMatchObject({ state: 'decided', decision: { outcome: 'partial', amountFen: amount } });
    const row = await orderRow(db, demo.tenantId, order.id);
    expect(row).toMatchObject({ status: 'completed', refunded_fen: amount });
    expect(row.completed_at).not.toBeNull();
    expect(await account(order.id, 'escrow')).toBe(0);
    expect(await account(order.id, 'buyer', buyer.userId)).toBe(-(paid - amount));
    // The seller's proceeds, less the refund, wait out the payout hold.
    expect(await account(order.id, 'seller_held', seller?.userId)).toBe(proceeds - amount);
  });

  it('a partial refund of everything paid is refused (422, use a full refund), and compensation too', async () => {
    const { order, claim, paid } = await claimed();
    await expect(
      decideClaim(staff, deps, claim.id, { outcome: 'partial', amountFen: paid, reason: 'x' }),
    ).rejects.toMatchObject({ status: 422, messageKey: 'claimPartialNotLess' });
    await expect(
      decideClaim(staff, deps, claim.id, { outcome: 'compensate', amountFen: 100, reason: 'x' }),
    ).rejects.toMatchObject({ status: 422, messageKey: 'claimCompensateBeforeCompletion' });
    expect((await orderRow(db, demo.tenantId, order.id)).status).toBe('after_sale');
    expect(await account(order.id, 'escrow')).toBe(paid);
  });
});

describe('decided after completion (the seller’s proceeds held for 7 days)', () => {
  it('reject: back to completed, the proceeds stay held until the hold ends, then are released', async () => {
    const { seller, order, claim, proceeds } = await claimed({ complete: true });
    // While the claim is open the hold does not end, however late it is.
    clock.advance(8 * DAY);
    await sweepDuePayouts(db, clock.now());
    expect((await heldProceeds(db, demo.tenantId, order.id))?.released_at).toBeNull();
    await decideClaim(staff, deps, claim.id, { outcome: 'reject', reason: 'retrieval not proven' });
    expect((await orderRow(db, demo.tenantId, order.id)).status).toBe('completed');
    await sweepDuePayouts(db, clock.now());
    expect((await heldProceeds(db, demo.tenantId, order.id))?.released_at).not.toBeNull();
    expect(await walletBalance(db, demo.tenantId, 'seller_wallet', seller?.userId ?? 0)).toBe(proceeds);
  });

  it('refund: the guarantee reserve pays everything back, the seller’s held proceeds go back to it, the account counts as retrieved', async () => {
    const { seller, order, claim, paid, proceeds } = await claimed({ complete: true });
    const reserveBefore = await account(order.id, 'guarantee');
    await decideClaim(staff, deps, claim.id, { outcome: 'refund', reason: 'retrieved by the original owner' });
    const row = await orderRow(db, demo.tenantId, order.id);
    expect(row).toMatchObject({ status: 'refunded', refunded_fen: paid });
    expect(await account(order.id, 'buyer', buyer.userId)).toBe(0);
    expect(await account(order.id, 'guarantee')).toBe(reserveBefore - paid + proceeds);
    expect(await account(order.id, 'seller_held', seller?.userId)).toBe(0);
    expect((await heldProceeds(db, demo.tenantId, order.id))?.taken_fen).toBe(proceeds);
    expect(await listingStatus(db, demo.tenantId, order.goodsId)).toBe('retrieved');
    const stored = await db
      .selectFrom('claims')
      .select('seller_charged_fen')
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(stored.seller_charged_fen).toBe(proceeds);
  });

  it('partial: part back through the provider from the reserve, the same taken from the held proceeds', async () => {
    const { seller, order, claim, paid, proceeds } = await claimed({ complete: true });
    await expect(
      decideClaim(staff, deps, claim.id, { outcome: 'partial', amountFen: paid + 1, reason: 'x' }),
    ).rejects.toMatchObject({ status: 422, messageKey: 'claimAmountTooLarge' });
    const amount = 30_000;
    await decideClaim(staff, deps, claim.id, { outcome: 'partial', amountFen: amount, reason: 'skin missing' });
    expect(await orderRow(db, demo.tenantId, order.id)).toMatchObject({ status: 'completed', refunded_fen: amount });
    expect(await account(order.id, 'buyer', buyer.userId)).toBe(-(paid - amount));
    expect(await account(order.id, 'seller_held', seller?.userId)).toBe(proceeds - amount);
  });

  it('compensation to the buyer’s wallet, or through the provider', async () => {
    const toWallet = await claimed({ complete: true });
    const walletBefore = await walletBalance(db, demo.tenantId, 'seller_wallet', buyer.userId);
    await decideClaim(staff, deps, toWallet.claim.id, { outcome: 'compensate', amountFen: 15_000, reason: 'banned' });
    expect(await walletBalance(db, demo.tenantId, 'seller_wallet', buyer.userId)).toBe(walletBefore + 15_000);
    expect(await orderRow(db, demo.tenantId, toWallet.order.id)).toMatchObject({
      status: 'completed',
      refunded_fen: 0,
    });
    expect(await account(toWallet.order.id, 'seller_held', toWallet.seller?.userId)).toBe(toWallet.proceeds - 15_000);

    const toProvider = await claimed({ complete: true });
    const detail = await decideClaim(staff, deps, toProvider.claim.id, {
      outcome: 'compensate',
      amountFen: 15_000,
      payTo: 'provider',
      reason: 'banned',
    });
    expect(detail.decision).toMatchObject({ outcome: 'compensate', payTo: 'provider', amountFen: 15_000 });
    expect(await orderRow(db, demo.tenantId, toProvider.order.id)).toMatchObject({ refunded_fen: 15_000 });
    expect(await account(toProvider.order.id, 'buyer', buyer.userId)).toBe(-(toProvider.paid - 15_000));
  });

  it('the shop’s own listing: the reserve pays, no seller is charged', async () => {
    const { order, claim, paid } = await claimed({ complete: true, selfOperated: true });
    const reserveBefore = await account(order.id, 'guarantee');
    await decideClaim(staff, deps, claim.id, { outcome: 'compensate', amountFen: paid, reason: 'retrieved' });
    expect(await account(order.id, 'guarantee')).toBe(reserveBefore - paid);
    const stored = await db
      .selectFrom('claims')
      .select('seller_charged_fen')
      .where('id', '=', claim.id)
      .executeTakeFirstOrThrow();
    expect(stored.seller_charged_fen).toBe(0);
  });
});

describe('decided after the proceeds were released (no hold)', () => {
  it('compensation records a recovery debt against the seller, shown on the next claim’s detail', async () => {
    await saveOrderSettings(demo, { payoutHoldDays: { retrieval: 0, face: 0, none: 0 } });
    try {
      const { seller, order, claim, proceeds } = await claimed({ complete: true });
      expect(await walletBalance(db, demo.tenantId, 'seller_wallet', seller?.userId ?? 0)).toBe(proceeds);
      const amount = 40_000;
      await decideClaim(staff, deps, claim.id, { outcome: 'compensate', amountFen: amount, reason: 'retrieved' });
      // The wallet keeps what was paid out; the debt sits in seller_recovery.
      expect(await walletBalance(db, demo.tenantId, 'seller_wallet', seller?.userId ?? 0)).toBe(proceeds);
      expect(await walletBalance(db, demo.tenantId, 'seller_recovery', seller?.userId ?? 0)).toBe(-amount);
      expect((await heldProceeds(db, demo.tenantId, order.id))?.debt_fen).toBe(amount);

      // The seller's next sale: its claim's detail shows the record, upheld retrieval and the unpaid debt.
      const next = await soldOrder(demo, deps, { seller, buyer }, {});
      const nextClaim = await openClaim(
        asBuyer(),
        deps,
        next.id,
        await claimInput(demo, buyer, { reason: 'wrong_login' }),
      );
      const detail = await getStaffClaim(staff, deps, nextClaim.id);
      expect(detail.sellerRecord).toMatchObject({
        claims: 1,
        upheld: 1,
        upheldRetrieved: 1,
        upheldAmountFen: amount,
        unpaidRecoveryFen: amount,
      });
      await decideClaim(staff, deps, nextClaim.id, { outcome: 'reject', reason: 'works' });

      // The Users screen shows the same risk signal on the seller.
      const user = await getStaffUser(staff, seller?.userId ?? 0);
      expect(user.wallet).toMatchObject({ balanceFen: proceeds, owedFen: amount });
      expect(user.claims).toEqual({ claims: 2, upheld: 1, upheldRetrieved: 1, upheldAmountFen: amount });
    } finally {
      await saveOrderSettings(demo, { payoutHoldDays: { retrieval: 7, face: 7, none: 7 } });
    }
  });
});

describe('the risk signal', () => {
  it('a seller with an upheld retrieval claim puts no listing back on sale without a review (while the shop says so)', async () => {
    const { seller, claim } = await claimed({ complete: true });
    if (!seller) throw new Error('a consignment seller');
    const asSeller = { ...demo, userId: seller.userId };
    const putBack = async () => {
      const listing = await insertTestListing(db, demo.tenantId, { sellerUserId: seller.userId });
      await takeDownListing(asSeller, [], listing);
      return (await putUpListing(asSeller, [], listing)).status;
    };
    expect(await putBack()).toBe('on_sale');
    await decideClaim(staff, deps, claim.id, { outcome: 'refund', reason: 'retrieved by the original owner' });
    expect(await putBack()).toBe('pending_review');
    await saveOrderSettings(demo, { claimReviewUpheldSellers: false });
    try {
      expect(await putBack()).toBe('on_sale');
    } finally {
      await saveOrderSettings(demo, { claimReviewUpheldSellers: true });
    }
  });
});
