import type { BalanceCheck, FinanceLedger, SettlementReport } from '@gs/shared/staff-finance';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const zero = { gmv: 0, commission: 0, guaranteeFees: 0, refunds: 0, compensation: 0, withdrawals: 0 };

function report(period: 'day' | 'month'): SettlementReport {
  return period === 'day'
    ? {
        period,
        from: '2026-11-01',
        to: '2026-11-02',
        rows: [
          { period: '2026-11-01', ...zero, gmv: 12_000, commission: 1_000 },
          { period: '2026-11-02', ...zero, refunds: 500, withdrawals: 400 },
        ],
        totals: { ...zero, gmv: 12_000, commission: 1_000, refunds: 500, withdrawals: 400 },
      }
    : {
        period,
        from: '2026-01-01',
        to: '2026-11-29',
        rows: [{ period: '2026-11', ...zero, gmv: 99_900 }],
        totals: { ...zero, gmv: 99_900 },
      };
}

const balanced: BalanceCheck = {
  ordersChecked: 42,
  walletsChecked: 17,
  balanced: true,
  problemCount: 0,
  problems: [],
  checkedAt: '2026-11-29T02:00:00.000Z',
};
const unbalanced: BalanceCheck = {
  ...balanced,
  balanced: false,
  problemCount: 2,
  problems: [
    {
      orderNo: '2026112900000007',
      code: 'escrowMismatch',
      values: { actual: -100, expected: 0, status: 'completed' },
      problem: 'escrow holds -100, expected 0 (completed)',
    },
    {
      orderNo: null,
      code: 'walletNegative',
      values: { account: 'seller_wallet', userId: 9, sum: -500 },
      problem: 'seller_wallet of user 9 is negative: -500',
    },
  ],
};

const orderLedger: FinanceLedger = {
  subject: { type: 'order', orderNo: '2026112900000007', status: 'completed' },
  entries: [
    {
      postingId: 2,
      at: '2026-11-29T03:00:00.000Z',
      kind: 'settlement',
      account: 'platform_fee',
      userId: null,
      orderNo: '2026112900000007',
      amount: 1_000,
    },
    {
      postingId: 1,
      at: '2026-11-29T02:00:00.000Z',
      kind: 'payment',
      account: 'buyer',
      userId: 9,
      orderNo: '2026112900000007',
      amount: -12_000,
    },
  ],
  entryCount: 2,
  sums: [
    { account: 'buyer', userId: 9, amount: -12_000 },
    { account: 'platform_fee', userId: null, amount: 1_000 },
  ],
};

function stub({ locale = 'en-US', check = balanced }: { locale?: 'en-US' | 'zh-CN'; check?: BalanceCheck } = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant({ locale }),
    'GET /api/system/user/profile/newsm': buildProfile(['owner']),
    'GET /api/staff/finance/settlement': (call: ApiCall) => {
      const format = call.query.get('format');
      if (format === 'csv') {
        return new Response('\uFEFF"Day","GMV (CNY)"\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="settlement-demo-day-2026-11-01_2026-11-02.csv"',
          },
        });
      }
      return report(call.query.get('period') === 'month' ? 'month' : 'day');
    },
    'POST /api/staff/finance/balance-check': check,
    'GET /api/staff/finance/ledger': (call: ApiCall) =>
      call.query.get('account') === 'platform_fee'
        ? { ...orderLedger, subject: { type: 'account', account: 'platform_fee' } }
        : call.query.get('orderNo') === '2026112900000007'
          ? orderLedger
          : envelopeResponse(404, 'Not found'),
  });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:settlement');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

const tableNamed = (name: string) => screen.findByRole('table', { name }, { timeout: 20_000 });

describe('the finance screen', { timeout: 60_000 }, () => {
  it('shows the settlement report with its totals row, by day and by month, and exports CSV with the token', async () => {
    const api = stub();
    renderApp('/finance');
    const table = await tableNamed('Settlement report');
    expect(await within(table).findByText('2026-11-01')).toBeTruthy();
    const totals = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(within(totals).getByText('¥120.00')).toBeTruthy();
    expect(within(totals).getByText('¥4.00')).toBeTruthy();
    const first = api.callsTo('GET /api/staff/finance/settlement')[0];
    expect(first?.query.get('period')).toBe('day');
    expect(first?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    fireEvent.click(screen.getByText('By month'));
    expect(await within(await tableNamed('Settlement report')).findByText('2026-11')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/finance/settlement').at(-1)?.query.get('period')).toBe('month');

    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findByText('Downloaded settlement-demo-day-2026-11-01_2026-11-02.csv')).toBeTruthy();
    const exported = api
      .callsTo('GET /api/staff/finance/settlement')
      .find((call) => call.query.get('format') === 'csv');
    expect(exported?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('runs the balance check: all balanced in green', async () => {
    const api = stub();
    renderApp('/finance?tab=balance');
    fireEvent.click(await screen.findByRole('button', { name: /Run check/ }, { timeout: 20_000 }));
    expect(await screen.findByText('All 42 orders balanced')).toBeTruthy();
    expect(screen.getByText('All 42 orders balanced').closest('.ant-alert-success')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/finance/balance-check')).toHaveLength(1);
  });

  it('lists the problems in red when the books do not balance', async () => {
    stub({ check: unbalanced });
    renderApp('/finance?tab=balance');
    fireEvent.click(await screen.findByRole('button', { name: /Run check/ }, { timeout: 20_000 }));
    expect(await screen.findByText('2 problems found')).toBeTruthy();
    expect(screen.getByText('2 problems found').closest('.ant-alert-error')).toBeTruthy();
    const table = await tableNamed('Balance problems');
    const row = within(table).getByText('2026112900000007').closest('tr') as HTMLElement;
    // In words, amounts as money and the order's state by its name — not the server's English for logs.
    expect(within(row).getByText('Escrow holds -¥1.00; an order in state “Completed” should hold ¥0.00')).toBeTruthy();
    expect(within(table).getByText('Wallet of user 9 is below zero: -¥5.00')).toBeTruthy();
    expect(within(table).getByText('Wallet or posting')).toBeTruthy();
  });

  it("finds an order's ledger, refuses a user id that is not a number, says when nothing matches", async () => {
    const api = stub();
    renderApp('/finance?tab=ledger');
    expect(
      await screen.findByText('Search by an order number or a user ID, or choose an account.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    const input = screen.getByPlaceholderText('Enter an order number');
    fireEvent.change(input, { target: { value: '2026112900000007' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    const table = await tableNamed('Ledger entries');
    expect(await within(table).findByText('Platform fee')).toBeTruthy();
    expect(within(table).getByText('Payment')).toBeTruthy();
    expect(within(table).getByText('-¥120.00')).toBeTruthy();
    expect(screen.getByText('Order 2026112900000007')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/finance/ledger')[0]?.query.get('orderNo')).toBe('2026112900000007');

    fireEvent.click(screen.getByText('User ID'));
    fireEvent.change(screen.getByPlaceholderText('Enter a user ID'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('A user ID is a number.')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Enter a user ID'), { target: { value: '77' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    expect(await screen.findByText('No such order or user in this shop.')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/finance/ledger').at(-1)?.query.get('userId')).toBe('77');

    // One account over every order and user: chosen from the accounts by name.
    fireEvent.click(screen.getByText('Account'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Account' }));
    fireEvent.click(await screen.findByTitle('Platform fee'));
    expect(await screen.findByText('Account: Platform fee (every order and user)')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/finance/ledger').at(-1)?.query.get('account')).toBe('platform_fee');
  });

  it('speaks Chinese on a Chinese shop, in all three tabs', async () => {
    stub({ locale: 'zh-CN', check: unbalanced });
    const { router } = renderApp('/finance');
    const table = await tableNamed('结算报表');
    expect(await within(table).findByText('合计')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '成交额' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '已打款提现' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出 XLSX/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '平账检查' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=balance'));
    fireEvent.click(await screen.findByRole('button', { name: /开始检查/ }));
    expect(await screen.findByText('发现 2 个问题')).toBeTruthy();
    const problems = await tableNamed('不平账问题');
    expect(within(problems).getByText('钱包或记账')).toBeTruthy();
    expect(within(problems).getByText('担保托管余额 -¥1.00，“已完成”状态的订单应为 ¥0.00')).toBeTruthy();
    expect(within(problems).getByText('用户 9 的钱包余额为负数：-¥5.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '账目明细' }));
    fireEvent.change(await screen.findByPlaceholderText('输入订单号'), { target: { value: '2026112900000007' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    const entries = await tableNamed('账目分录');
    expect(await within(entries).findByText('平台服务费')).toBeTruthy();
    expect(within(entries).getByText('支付')).toBeTruthy();
    expect(screen.getByText('各账户合计')).toBeTruthy();
  });
});
