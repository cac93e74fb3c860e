import type { StaffClaimDetail, StaffClaimRow } from '@gs/shared/claims';
import type { StaffRole } from '@gs/shared/identity';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';

/** Test data of the claims screen: a completed order's retrieval claim, and its detail as staff see it. */

export const IMAGE_ID = '0b6f4c8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';

export function claimRow(overrides: Partial<StaffClaimRow> = {}): StaffClaimRow {
  return {
    id: 31,
    orderId: 77,
    orderNo: 'D2026112500077',
    title: 'Honor of Kings V8 account',
    reason: 'retrieved',
    state: 'submitted',
    openedBy: 'buyer',
    guarantee: 'retrieval',
    decision: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    buyerUserId: 41,
    sellerUserId: 52,
    amountPaidFen: 12_000,
    awaitingStaffSince: '2026-11-25T08:00:00.000Z',
    overdue: true,
    ...overrides,
  };
}

export function claimDetail(overrides: Partial<StaffClaimDetail> = {}): StaffClaimDetail {
  return {
    ...claimRow(),
    text: 'The account was taken back by its first owner yesterday.',
    fromStatus: 'completed',
    sellerReplyDueAt: '2026-11-26T08:00:00.000Z',
    contactPhone: '139****0001',
    closedAt: null,
    openedByUserId: 41,
    messages: [
      {
        id: 1,
        author: 'buyer',
        authorUserId: 41,
        text: 'Here is the email from the game saying the password changed.',
        images: [IMAGE_ID],
        imagesHidden: 0,
        audience: 'both',
        sharedWithSeller: false,
        late: false,
        createdAt: '2026-11-25T08:00:00.000Z',
      },
      {
        id: 2,
        author: 'seller',
        authorUserId: 52,
        text: 'I never touched the account after the sale.',
        images: [],
        imagesHidden: 0,
        audience: 'both',
        sharedWithSeller: false,
        late: true,
        createdAt: '2026-11-26T09:00:00.000Z',
      },
    ],
    order: {
      id: 77,
      orderNo: 'D2026112500077',
      status: 'after_sale',
      goodsId: 9,
      goodsNumber: 'G0009',
      title: 'Honor of Kings V8 account',
      cover: '',
      gameId: 3,
      kind: 'consignment',
      guarantee: 'retrieval',
      payMode: 'full',
      amounts: {
        price: 11_000,
        guaranteeFee: 800,
        serviceFee: 200,
        total: 12_000,
        deposit: 0,
        balance: 0,
        paid: 12_000,
        refunded: 0,
      },
      delivered: true,
      evaluated: false,
      createdAt: '2026-11-20T08:00:00.000Z',
      expiresAt: null,
      autoConfirmAt: null,
      buyerUserId: 41,
      sellerUserId: 52,
    },
    listing: {
      id: 9,
      number: 'G0009',
      title: 'Honor of Kings V8 account',
      cover: '',
      priceFen: 11_000,
      status: 'sold',
    },
    history: [
      { from: 'in_trade', to: 'completed', actor: 'buyer', note: 'Receipt confirmed', at: '2026-11-21T08:00:00.000Z' },
      { from: 'completed', to: 'after_sale', actor: 'buyer', note: 'Claim opened', at: '2026-11-25T08:00:00.000Z' },
    ],
    rebinding: [
      { step: 'phone', done: true, note: '', updatedAt: '2026-11-20T09:00:00.000Z' },
      { step: 'security_lock', done: false, note: '', updatedAt: null },
    ],
    credentialReads: [{ userId: 41, purpose: 'buyer_reveal', at: '2026-11-20T10:00:00.000Z' }],
    sellerRecord: {
      sellerUserId: 52,
      claims: 4,
      upheld: 3,
      upheldRetrieved: 2,
      upheldAmountFen: 30_000,
      unpaidRecoveryFen: 4_500,
      earlier: [
        {
          id: 12,
          orderNo: 'D2026100100012',
          reason: 'retrieved',
          state: 'closed',
          outcome: 'compensate',
          amountFen: 10_000,
          createdAt: '2026-10-02T08:00:00.000Z',
        },
      ],
    },
    money: { paidFen: 12_000, sellerProceedsFen: 10_500, heldFen: null, heldUntil: null },
    allowedOutcomes: ['reject', 'refund', 'partial', 'compensate'],
    ...overrides,
  };
}

/** A signed-in operator (or `roles`) and the claim calls; `extra` adds or replaces answers. */
export function stubClaimsApi(
  extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {},
  roles: StaffRole[] = ['operator'],
) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/claims': { rows: [claimRow()], total: 1, pageNum: 1, pageSize: 20 },
    'GET /api/staff/claims/31': claimDetail(),
    [`GET /api/staff/claims/31/images/${IMAGE_ID}`]: () =>
      new Response('img', { headers: { 'Content-Type': 'image/webp' } }),
    ...extra,
  });
}
