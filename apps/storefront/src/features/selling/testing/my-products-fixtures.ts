import type { MyConsignment, MyConsignmentPage } from '@gs/shared/consignment';
import type { WalletEntry, WalletSummary, Withdrawal } from '@gs/shared/wallet';
import { setToken, setUserInfo } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';

/** Logs the test user in the way a login does (token and user info in storage). */
export function logInSeller(): void {
  setToken('tok-1');
  setUserInfo({ userId: 7, nickName: 'Seller', avatar: '' });
}

export function buildMyConsignment(overrides: Partial<MyConsignment> = {}): MyConsignment {
  return {
    id: 5,
    number: 'C00000005',
    gameId: 3,
    gameName: 'Honor of Kings',
    title: 'V8 account with 120 skins',
    coverUrl: '/uploads/cover-5.svg',
    priceFen: 100_000,
    status: 'on_sale',
    rejectReason: '',
    views: 12,
    favourites: 3,
    createdAt: '2026-03-01T08:00:00.000Z',
    listedAt: '2026-03-01T09:00:00.000Z',
    soldAt: null,
    order: null,
    proceedsFen: null,
    actions: ['edit', 'edit_price', 'take_down'],
    ...overrides,
  };
}

export function myConsignmentPageOf(
  rows: MyConsignment[],
  options: { total?: number; pageNum?: number; counts?: Partial<MyConsignmentPage['counts']> } = {},
): MyConsignmentPage {
  return {
    rows,
    total: options.total ?? rows.length,
    pageNum: options.pageNum ?? 1,
    pageSize: 10,
    counts: {
      all: rows.length,
      reviewing: 0,
      on_sale: 0,
      in_trade: 0,
      sold: 0,
      off_shelf: 0,
      rejected: 0,
      ...options.counts,
    },
  };
}

export function buildWalletSummary(overrides: Partial<WalletSummary> = {}): WalletSummary {
  return {
    availableFen: 150_000,
    heldFen: 20_000,
    inTradeFen: 95_000,
    heldProceedsFen: 0,
    heldProceeds: [],
    owedFen: 0,
    withdrawnFen: 300_000,
    minWithdrawalFen: 1_000,
    dailyLimitFen: 500_000,
    todayRequestedFen: 0,
    realName: '*雷',
    ...overrides,
  };
}

export function buildWalletEntry(overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id: 1,
    at: '2026-03-02T08:00:00.000Z',
    kind: 'sale_proceeds',
    account: 'available',
    amountFen: 95_000,
    orderId: 41,
    orderNumber: 'N-41',
    withdrawalId: null,
    ...overrides,
  };
}

export function buildWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 9,
    amountFen: 20_000,
    alipayAccount: '138****0005',
    status: 'pending',
    rejectReason: '',
    transferRef: '',
    requestedAt: '2026-03-03T08:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export function pageOf<T>(rows: T[], total = rows.length, pageNum = 1, pageSize = 10) {
  return { rows, total, pageNum, pageSize };
}

type Answer = ((params: Record<string, string>) => unknown) | unknown;

/**
 * The fake API (test/fake-api) answering `METHOD /api/path` keys; a function gets the call's query as plain
 * strings (and may answer an error envelope).
 */
export function stubMyProductsApi(answers: Record<string, Answer>) {
  return stubApi(
    Object.fromEntries(
      Object.entries(answers).map(([key, answer]) => [
        key,
        typeof answer === 'function'
          ? (call: ApiCall) => (answer as (params: Record<string, string>) => unknown)(Object.fromEntries(call.query))
          : answer,
      ]),
    ),
  );
}
