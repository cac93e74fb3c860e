import type { Claim, ClaimMessage, ClaimSummary, OrderClaims } from '@gs/shared/claims';

export const BUYER_IMAGE = '0b6f4c8e-3d2a-4c1b-9e8f-7a6b5c4d3e2f';

export function buildClaimSummary(overrides: Partial<ClaimSummary> = {}): ClaimSummary {
  return {
    id: 5,
    orderId: 41,
    orderNo: '20260301080000123456',
    title: 'V8 account with 120 skins',
    reason: 'retrieved',
    state: 'submitted',
    openedBy: 'buyer',
    guarantee: 'retrieval',
    decision: null,
    createdAt: '2026-03-05T08:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    unread: false,
    ...overrides,
  };
}

export function buildClaimMessage(overrides: Partial<ClaimMessage> = {}): ClaimMessage {
  return {
    id: 1,
    author: 'buyer',
    text: 'The original owner took the account back.',
    images: [BUYER_IMAGE],
    imagesHidden: 0,
    audience: 'both',
    sharedWithSeller: false,
    late: false,
    createdAt: '2026-03-05T08:00:00.000Z',
    ...overrides,
  };
}

export function buildClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    ...buildClaimSummary(),
    role: 'buyer',
    text: 'The original owner took the account back.',
    fromStatus: 'completed',
    sellerReplyDueAt: '2026-03-07T08:00:00.000Z',
    contactPhone: '13812345678',
    closedAt: null,
    messages: [buildClaimMessage()],
    ...overrides,
  };
}

export function buildOrderClaims(overrides: Partial<OrderClaims> = {}): OrderClaims {
  return { rows: [], window: { allowed: true, reason: null, until: '2026-03-10T08:00:00.000Z' }, ...overrides };
}
