import type { Evaluation, Order, OrderConfirm, OrderDetail } from '@gs/shared/orders';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type Answer, frameAnswers, stubApi } from '../../../test/fake-api';

/** Logs the test user in the way a login does (token and user info in storage). */
export function logIn(): void {
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Player', avatar: '' });
}

export function buildConfirm(overrides: Partial<OrderConfirm> = {}): OrderConfirm {
  return {
    listing: {
      id: 5,
      number: 'A00000005',
      title: 'V8 account with 120 skins',
      cover: '/uploads/cover-5.svg',
      gameId: 3,
      gameName: 'Honor of Kings',
      regionNames: ['iOS', 'QQ'],
      price: 100_000,
      kind: 'self_operated',
      badges: [],
      views: 10,
      listedAt: '2026-03-01T08:00:00.000Z',
    },
    price: 100_000,
    serviceFee: 800,
    guarantees: [
      { guarantee: 'retrieval', fee: 10_000, total: 110_800, deposit: 10_000, claimDays: 365 },
      { guarantee: 'face', fee: 15_000, total: 115_800, deposit: 10_000, claimDays: 30 },
      { guarantee: 'none', fee: 0, total: 100_800, deposit: 10_000, claimDays: null },
    ],
    depositOffered: true,
    agreement: { id: 9, title: 'Purchase agreement', content: '<p>Read <strong>the rules</strong>.</p>' },
    paymentMinutes: 15,
    ...overrides,
  };
}

export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    orderNo: '20260301080000123456',
    status: 'pending_payment',
    goodsId: 5,
    goodsNumber: 'A00000005',
    title: 'V8 account with 120 skins',
    cover: '/uploads/cover-5.svg',
    gameId: 3,
    kind: 'self_operated',
    guarantee: 'retrieval',
    payMode: 'full',
    amounts: {
      price: 100_000,
      guaranteeFee: 10_000,
      serviceFee: 800,
      total: 110_800,
      deposit: 0,
      balance: 110_800,
      paid: 0,
      refunded: 0,
    },
    delivered: false,
    evaluated: false,
    createdAt: '2026-03-01T08:00:00.000Z',
    expiresAt: null,
    autoConfirmAt: null,
    ...overrides,
  };
}

export function buildOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...buildOrder(),
    history: [{ from: null, to: 'pending_payment', actor: 'buyer', note: '', at: '2026-03-01T08:00:00.000Z' }],
    rebinding: [],
    payments: [],
    credentialsAvailable: false,
    closeReason: '',
    role: 'buyer',
    ...overrides,
  };
}

export function pageOf<T>(rows: T[], total = rows.length, pageNum = 1, pageSize = 10) {
  return { rows, total, pageNum, pageSize };
}

/** The fake API: the frame, page views, and `answers` by `"METHOD /api/path"` (see `stubApi`). */
export function answerOrders(answers: Record<string, Answer>) {
  return stubApi({ ...frameAnswers(), 'POST /api/web/save/tenantBrowse': { recorded: true }, ...answers });
}

export function buildEvaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    id: 3,
    orderId: 41,
    title: 'V8 account with 120 skins',
    stars: 4,
    content: 'Smooth hand-over.',
    images: [],
    createdAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}
