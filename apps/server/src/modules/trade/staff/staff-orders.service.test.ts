import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers.ts';
import { tenantIdOf, userIdOf } from '../../../../test/identity-helpers.ts';
import {
  contextOf,
  expectEveryOrderBalanced,
  insertTestListing,
  listingStatus,
  movableClock,
  payThroughGateway,
  type TestBuyer,
  type TestListingOptions,
  testSecretBox,
  verifiedBuyer,
} from '../../../../test/trade-fixtures.ts';
import type { Database } from '../../../db/database.ts';
import type { RequestContext, UserContext } from '../../../lib/context.ts';
import { orderStatusNames } from '../../../lib/messages.ts';
import { openClaimForBuyer } from '../claims/claims-staff.service.ts';
import { checkLedgerBalance } from '../ledger/ledger.service.ts';
import { evaluateOrder } from '../orders/evaluations.service.ts';
import { revealOrderCredentials } from '../orders/order-credentials.service.ts';
import { sweepAutoConfirm } from '../orders/order-scheduler.ts';
import { confirmReceipt, createOrder } from '../orders/orders.service.ts';
import { payOrder } from '../payments/order-pay.service.ts';
import { createTradeDeps, type TradeDeps } from '../trade-deps.ts';
import {
  deliverOrder,
  getStaffOrder,
  listStaffOrders,
  markRebindStep,
  putListingCredentials,
  readOrderCredentials,
  refundOrder,
} from './staff-orders.service.ts';

let database: TestDatabase;
let db: Kysely<Database>;
let demoId: number;
let ctx: RequestContext;
let staff: UserContext;
let novaStaff: UserContext;
let deps: TradeDeps;
let buyer: TestBuyer;
const clock = movableClock();
/** Staff deliver these test orders with their rebinding checklist untouched, on purpose. */
const CONFIRMED = { confirmIncompleteChecklist: true } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  demoId = await tenantIdOf(db, 'demo');
  ctx = await contextOf(db, demoId, clock);
  staff = { ...ctx, userId: await userIdOf(db, 'demo', 'operator') };
  const novaCtx = await contextOf(db, await tenantIdOf(db, 'nova'), clock);
  novaStaff = { ...novaCtx, userId: await userIdOf(db, 'nova', 'operator') };
  deps = createTradeDeps(db, testSecretBox, () => undefined);
  buyer = await verifiedBuyer(ctx, '13977770001');
});
afterEach(async () => {
  await expectEveryOrderBalanced(db);
});
afterAll(async () => {
  await database.drop();
});

const asBuyer = () => ({ ...ctx, userId: buyer.userId });

async function pendingOrder(options: TestListingOptions = {}, payMode: 'full' | 'deposit' = 'full') {
  const listing = await insertTestListing(db, demoId, options);
  const order = await createOrder(asBuyer(), { goodsId: listing, guarantee: 'none', payMode, agree: true });
  return { listing, order };
}

/** An order paid in full: in trade, not delivered yet (the listing is not instant). */
async function orderInTrade(options: TestListingOptions = {}) {
  const { listing, order } = await pendingOrder(options);
  await payThroughGateway(ctx, deps, buyer.userId, order.id);
  return { listing, orderId: order.id, total: order.amounts.total, price: order.amounts.price };
}

const credentialReads = (listingId: number) =>
  db
    .selectFrom('credential_reads')
    .select(['purpose', 'user_id', 'order_id'])
    .where('tenant_id', '=', demoId)
    .where('listing_id', '=', listingId)
    .orderBy('id')
    .execute();

describe('delivering', () => {
  it('releases the vault’s credentials to the buyer and starts the auto-confirm clock', async () => {
    const { listing, orderId } = await orderInTrade();
    await expect(revealOrderCredentials(asBuyer(), deps, orderId)).rejects.toMatchObject({
      status: 409,
      messageKey: 'credentialsNotReleased',
    });
    const { order: delivered } = await deliverOrder(staff, deps, orderId, CONFIRMED);
    expect(delivered).toMatchObject({ status: 'in_trade', delivered: true });
    expect(delivered.autoConfirmAt).toBe(new Date(clock.now().getTime() + 72 * 3_600_000).toISOString());
    const detail = await getStaffOrder(staff, orderId);
    expect(detail.history.at(-1)).toMatchObject({ from: 'in_trade', to: 'in_trade', actor: 'staff' });
    expect(await revealOrderCredentials(asBuyer(), deps, orderId)).toMatchObject({
      login: `qq${listing}00123`,
      password: `Pw-${listing}-Secret!`,
    });
  });

  it('stores replacement credentials set while rebinding, sealed and audited as a staff write on the order', async () => {
    const { listing, orderId } = await orderInTrade();
    await deliverOrder(staff, deps, orderId, {
      ...CONFIRMED,
      credentials: { login: 'rebound-login', password: 'Rebound-Pw-77', notes: 'email changed' },
    });
    const row = await db
      .selectFrom('listing_credentials')
      .select(['sealed', 'updated_by'])
      .where('tenant_id', '=', demoId)
      .where('listing_id', '=', listing)
      .executeTakeFirstOrThrow();
    expect(row.sealed).not.toMatch(/rebound-login|Rebound-Pw-77|email changed/);
    expect(row.updated_by).toBe(staff.userId);
    expect(await credentialReads(listing)).toEqual([
      { purpose: 'staff_write', user_id: staff.userId, order_id: orderId },
    ]);
    expect(await revealOrderCredentials(asBuyer(), deps, orderId)).toMatchObject({
      login: 'rebound-login',
      password: 'Rebound-Pw-77',
      notes: 'email changed',
    });
  });

  it('refuses a second delivery (409) and an empty vault (422), leaving the order undelivered', async () => {
    const { orderId } = await orderInTrade();
    await deliverOrder(staff, deps, orderId, CONFIRMED);
    await expect(deliverOrder(staff, deps, orderId, CONFIRMED)).rejects.toMatchObject({
      status: 409,
      errorCode: 'CONFLICT',
      messageKey: 'orderAlreadyDelivered',
    });

    const empty = await orderInTrade({ credentials: false });
    await expect(deliverOrder(staff, deps, empty.orderId, CONFIRMED)).rejects.toMatchObject({
      status: 422,
      errorCode: 'BUSINESS_RULE',
      messageKey: 'credentialsMissing',
    });
    expect((await getStaffOrder(staff, empty.orderId)).delivered).toBe(false);
  });

  it('refuses an order that is not in trade, naming its status (409)', async () => {
    const { order } = await pendingOrder();
    await expect(deliverOrder(staff, deps, order.id, {})).rejects.toMatchObject({
      status: 409,
      errorCode: 'CONFLICT',
      messageKey: 'orderActionNotAllowed',
      params: { status: orderStatusNames.pending_payment },
    });
    expect((await getStaffOrder(staff, order.id)).delivered).toBe(false);
  });
});

describe('the rebinding checklist', () => {
  it('ticks and unticks a step with a note, stamped with the time', async () => {
    const { orderId } = await orderInTrade();
    const ticked = await markRebindStep(staff, orderId, { step: 'email', done: true, note: 'bound to buyer' });
    expect(ticked.rebinding.map((step) => step.step)).toEqual(['phone', 'email', 'real_name', 'security_lock']);
    expect(ticked.rebinding.find((step) => step.step === 'email')).toEqual({
      step: 'email',
      done: true,
      note: 'bound to buyer',
      updatedAt: clock.now().toISOString(),
    });
    expect(ticked.rebinding.filter((step) => step.done)).toHaveLength(1);
    const unticked = await markRebindStep(staff, orderId, { step: 'email', done: false, note: 'bounced' });
    expect(unticked.rebinding.find((step) => step.step === 'email')).toMatchObject({ done: false, note: 'bounced' });
    const row = await db
      .selectFrom('order_rebind_steps')
      .select('updated_by')
      .where('tenant_id', '=', demoId)
      .where('order_id', '=', orderId)
      .where('step', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(staff.userId);
  });

  it('refuses a step the game’s checklist leaves out (422) and orders out of trade (409)', async () => {
    const game = await db
      .selectFrom('games')
      .select('id')
      .where('tenant_id', '=', demoId)
      .orderBy('id')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dict_data')
      .values({ tenant_id: demoId, dict_type: 'rebind_steps', value: String(game.id), label: 'phone, email' })
      .execute();
    const { orderId } = await orderInTrade({ gameId: game.id });
    expect((await getStaffOrder(staff, orderId)).rebinding.map((step) => step.step)).toEqual(['phone', 'email']);
    await expect(markRebindStep(staff, orderId, { step: 'security_lock', done: true, note: '' })).rejects.toMatchObject(
      { status: 422, errorCode: 'BUSINESS_RULE', messageKey: 'rebindStepUnknown', params: { step: 'security_lock' } },
    );

    const { order } = await pendingOrder();
    await expect(markRebindStep(staff, order.id, { step: 'phone', done: true, note: '' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'orderActionNotAllowed',
      params: { status: orderStatusNames.pending_payment },
    });
  });
});

describe('refunds', () => {
  it('a full refund before completion returns everything from escrow and takes the listing off the shelf', async () => {
    const { listing, orderId, total } = await orderInTrade();
    const refunded = await refundOrder(staff, deps, orderId, { relist: false, reason: 'seller withdrew' });
    expect(refunded).toMatchObject({ status: 'refunded', amounts: { paid: total, refunded: total } });
    expect((await checkLedgerBalance(db, demoId, orderId)).accounts).toEqual({ buyer: 0, escrow: 0 });
    expect(await listingStatus(db, demoId, listing)).toBe('off_shelf');
    const detail = await getStaffOrder(staff, orderId);
    expect(detail.closeReason).toBe('seller withdrew');
    expect(detail.history.at(-1)).toMatchObject({ from: 'in_trade', to: 'refunded', actor: 'staff' });
  });

  it('a partial refund leaves the rest to the merchant as the cancellation charge; relist puts it on sale', async () => {
    const { listing, orderId, total } = await orderInTrade();
    const refunded = await refundOrder(staff, deps, orderId, {
      amount: 10_000,
      relist: true,
      reason: 'not as described',
    });
    expect(refunded.amounts.refunded).toBe(10_000);
    expect((await checkLedgerBalance(db, demoId, orderId)).accounts).toEqual({
      buyer: -(total - 10_000),
      escrow: 0,
      merchant: total - 10_000,
    });
    expect(await listingStatus(db, demoId, listing)).toBe('on_sale');
  });

  it('refuses more than is held (422 with the maximum) and changes nothing', async () => {
    const { orderId, total } = await orderInTrade();
    await expect(
      refundOrder(staff, deps, orderId, { amount: total + 1, relist: false, reason: 'too much' }),
    ).rejects.toMatchObject({
      status: 422,
      errorCode: 'BUSINESS_RULE',
      messageKey: 'refundTooLarge',
      params: { max: (total / 100).toFixed(2) },
      fields: [{ field: 'body.amount', message: '' }],
    });
    expect((await getStaffOrder(staff, orderId)).status).toBe('in_trade');
    expect((await checkLedgerBalance(db, demoId, orderId)).accounts).toEqual({ buyer: -total, escrow: total });
  });

  it('refunds a paid deposit and closes the open balance payment', async () => {
    const { listing, order } = await pendingOrder({ price: 50_000 }, 'deposit');
    const deposit = await payThroughGateway(ctx, deps, buyer.userId, order.id);
    expect(deposit).toBe(order.amounts.deposit);
    const opened = await payOrder(asBuyer(), deps, order.id);
    expect(opened.kind).toBe('balance');
    const refunded = await refundOrder(staff, deps, order.id, { relist: true, reason: 'buyer changed their mind' });
    expect(refunded.amounts).toMatchObject({ paid: deposit, refunded: deposit });
    const payments = (await getStaffOrder(staff, order.id)).payments.map((payment) => [payment.kind, payment.status]);
    expect(payments).toEqual([
      ['deposit', 'succeeded'],
      ['balance', 'closed'],
    ]);
    expect(await listingStatus(db, demoId, listing)).toBe('on_sale');
  });

  it('refuses an order with an open claim: the claim’s decision refunds it (409, nothing moved)', async () => {
    const { listing, orderId, total } = await orderInTrade();
    await deliverOrder(staff, deps, orderId, CONFIRMED);
    await confirmReceipt(asBuyer(), deps, orderId);
    await openClaimForBuyer(staff, deps, orderId, { reason: 'account retrieved by the original owner' });
    const before = await checkLedgerBalance(db, demoId, orderId);
    await expect(refundOrder(staff, deps, orderId, { relist: false, reason: 'guarantee claim' })).rejects.toMatchObject(
      {
        status: 409,
        messageKey: 'orderHasOpenClaim',
      },
    );
    const after = await getStaffOrder(staff, orderId);
    expect(after).toMatchObject({ status: 'after_sale', amounts: { paid: total, refunded: 0 } });
    expect((await checkLedgerBalance(db, demoId, orderId)).accounts).toEqual(before.accounts);
    expect(await listingStatus(db, demoId, listing)).toBe('sold');
  });

  it('refuses unpaid and already refunded orders (409)', async () => {
    const { order } = await pendingOrder();
    await expect(refundOrder(staff, deps, order.id, { relist: false, reason: 'x' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'orderActionNotAllowed',
      params: { status: orderStatusNames.pending_payment },
    });
    const { orderId } = await orderInTrade();
    await refundOrder(staff, deps, orderId, { relist: false, reason: 'first' });
    await expect(refundOrder(staff, deps, orderId, { relist: false, reason: 'second' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'orderActionNotAllowed',
      params: { status: orderStatusNames.refunded },
    });
    const refundPostings = await db
      .selectFrom('ledger_postings')
      .select('id')
      .where('tenant_id', '=', demoId)
      .where('order_id', '=', orderId)
      .where('kind', '=', 'refund')
      .execute();
    expect(refundPostings).toHaveLength(1);
  });
});

describe('after-sale (a claim staff open for the buyer)', () => {
  it('stops the auto-confirm clock of a delivered order; unpaid orders cannot open a case', async () => {
    const { orderId } = await orderInTrade();
    await deliverOrder(staff, deps, orderId, CONFIRMED);
    const claim = await openClaimForBuyer(staff, deps, orderId, {
      reason: 'buyer reports a ban',
      claimReason: 'banned',
    });
    expect(claim).toMatchObject({ status: 'after_sale', autoConfirmAt: null });
    clock.advance(73 * 3_600_000);
    await sweepAutoConfirm(db, deps, clock.now());
    expect((await getStaffOrder(staff, orderId)).status).toBe('after_sale');

    const { order } = await pendingOrder();
    await expect(openClaimForBuyer(staff, deps, order.id, { reason: 'x' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'orderActionNotAllowed',
    });
  });
});

describe('credentials for staff', () => {
  it('reads an order’s credentials with an audit row naming the reader and the order', async () => {
    const { listing, orderId } = await orderInTrade();
    expect(await readOrderCredentials(staff, deps, orderId)).toEqual({
      login: `qq${listing}00123`,
      password: `Pw-${listing}-Secret!`,
      notes: 'bound email: none',
    });
    expect(await credentialReads(listing)).toEqual([
      { purpose: 'staff_read', user_id: staff.userId, order_id: orderId },
    ]);
  });

  it('refuses a read once the order no longer needs the credentials (completed, refunded), writing no audit row', async () => {
    const { listing, orderId } = await orderInTrade();
    await refundOrder(staff, deps, orderId, { relist: false, reason: 'buyer changed mind' });
    await expect(readOrderCredentials(staff, deps, orderId)).rejects.toMatchObject({
      status: 409,
      messageKey: 'credentialsNotNeeded',
    });
    expect(await credentialReads(listing)).toEqual([]);
  });

  it('answers 404 when the vault holds none, writing no audit row', async () => {
    const { listing, orderId } = await orderInTrade({ credentials: false });
    await expect(readOrderCredentials(staff, deps, orderId)).rejects.toMatchObject({
      status: 404,
      messageKey: 'credentialsMissing',
    });
    expect(await credentialReads(listing)).toEqual([]);
  });

  it('stores a listing’s credentials sealed, audited as a staff write without an order', async () => {
    const listing = await insertTestListing(db, demoId, { credentials: false });
    await putListingCredentials(staff, deps, listing, { login: 'typed-in', password: 'Typed-Pw-1', notes: '' });
    const sealed = await db
      .selectFrom('listing_credentials')
      .select('sealed')
      .where('tenant_id', '=', demoId)
      .where('listing_id', '=', listing)
      .executeTakeFirstOrThrow();
    expect(sealed.sealed).not.toMatch(/typed-in|Typed-Pw-1/);
    expect(await credentialReads(listing)).toEqual([{ purpose: 'staff_write', user_id: staff.userId, order_id: null }]);
    await expect(
      putListingCredentials(staff, deps, 999_999_999, { login: 'a', password: 'b', notes: '' }),
    ).rejects.toMatchObject({ status: 404, messageKey: 'listingNotFound' });
  });
});

describe('tenant isolation', () => {
  it('staff of another tenant can neither see nor touch the order, its listing or its credentials', async () => {
    const { listing, orderId } = await orderInTrade();
    const notFound = { status: 404, errorCode: 'NOT_FOUND' };
    await expect(getStaffOrder(novaStaff, orderId)).rejects.toMatchObject(notFound);
    await expect(deliverOrder(novaStaff, deps, orderId, {})).rejects.toMatchObject(notFound);
    await expect(
      deliverOrder(novaStaff, deps, orderId, { credentials: { login: 'x', password: 'y', notes: '' } }),
    ).rejects.toMatchObject(notFound);
    await expect(markRebindStep(novaStaff, orderId, { step: 'phone', done: true, note: '' })).rejects.toMatchObject(
      notFound,
    );
    await expect(refundOrder(novaStaff, deps, orderId, { relist: true, reason: 'x' })).rejects.toMatchObject(notFound);
    await expect(openClaimForBuyer(novaStaff, deps, orderId, { reason: 'x' })).rejects.toMatchObject(notFound);
    await expect(readOrderCredentials(novaStaff, deps, orderId)).rejects.toMatchObject(notFound);
    await expect(
      putListingCredentials(novaStaff, deps, listing, { login: 'x', password: 'y', notes: '' }),
    ).rejects.toMatchObject({ status: 404, messageKey: 'listingNotFound' });

    const untouched = await getStaffOrder(staff, orderId);
    expect(untouched).toMatchObject({ status: 'in_trade', delivered: false });
    expect(untouched.rebinding.every((step) => !step.done)).toBe(true);
    expect(await readOrderCredentials(staff, deps, orderId)).toMatchObject({ login: `qq${listing}00123` });
    const reads = await db.selectFrom('credential_reads').select('user_id').where('listing_id', '=', listing).execute();
    expect(reads.map((read) => read.user_id)).toEqual([staff.userId]);
    const novaPage = await listStaffOrders(novaStaff, { pageNum: 1, pageSize: 100 });
    expect(novaPage.rows.some((row) => row.id === orderId)).toBe(false);
  });
});

describe('the order list', () => {
  it('lists the tenant’s orders of one status, newest first, with the buyer', async () => {
    const first = await orderInTrade();
    const second = await orderInTrade();
    const { order: unpaid } = await pendingOrder();
    const page = await listStaffOrders(staff, { status: 'in_trade', pageNum: 1, pageSize: 2 });
    expect(page.rows.map((row) => row.id)).toEqual([second.orderId, first.orderId]);
    expect(page.rows[0]).toMatchObject({ buyerUserId: buyer.userId, sellerUserId: null, status: 'in_trade' });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const pending = await listStaffOrders(staff, { status: 'pending_payment', pageNum: 1, pageSize: 100 });
    expect(pending.rows.map((row) => row.id)).toContain(unpaid.id);
    expect(pending.rows.every((row) => row.status === 'pending_payment')).toBe(true);
    expect(JSON.stringify(page)).not.toMatch(/Pw-\d+-Secret/);
  });

  it('shows whether the buyer evaluated the order, in the list and in the detail alike', async () => {
    const { orderId } = await orderInTrade();
    await deliverOrder(staff, deps, orderId, CONFIRMED);
    await confirmReceipt(asBuyer(), deps, orderId);
    expect((await getStaffOrder(staff, orderId)).evaluated).toBe(false);
    await evaluateOrder(asBuyer(), orderId, { stars: 5, content: 'fine', images: [] });
    const listed = await listStaffOrders(staff, { status: 'completed', pageNum: 1, pageSize: 100 });
    expect(listed.rows.find((row) => row.id === orderId)?.evaluated).toBe(true);
    expect((await getStaffOrder(staff, orderId)).evaluated).toBe(true);
  });
});
