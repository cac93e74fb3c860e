import type { StaffWithdrawal } from '@gs/shared/wallet';
import type { WithdrawalContext } from '@gs/shared/withdrawal-context';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function buildWithdrawal(id: number): StaffWithdrawal {
  return {
    id,
    userId: 40 + id,
    user: `139****00${id}0`,
    amountFen: id * 10_000,
    alipayName: 'Zhang San',
    alipayAccount: `zhang.san${id}@example.com`,
    status: 'pending',
    rejectReason: '',
    transferRef: '',
    requestedAt: '2026-11-26T08:00:00.000Z',
    decidedAt: null,
  };
}

/** Withdrawal 3: a known seller, nothing to warn of. */
const calm: WithdrawalContext = {
  withdrawalId: 3,
  userId: 43,
  user: '139****0030',
  nickName: 'Skin trader',
  accountCreatedAt: '2025-06-01T00:00:00.000Z',
  accountAgeDays: 543,
  realNameLevel: 2,
  realName: '张*',
  wallet: {
    availableFen: 120_000,
    withdrawalHoldFen: 30_000,
    heldProceedsFen: 45_000,
    owedFen: 0,
    withdrawnFen: 80_000,
  },
  limits: { minFen: 1_000, dailyLimitFen: 5_000_000, todayRequestedFen: 30_000, requestDayRequestedFen: 30_000 },
  previousWithdrawals: [
    {
      id: 2,
      amountFen: 80_000,
      status: 'paid',
      requestedAt: '2026-11-20T02:00:00.000Z',
      decidedAt: '2026-11-20T06:00:00.000Z',
    },
  ],
  previousWithdrawalCount: 1,
  paidLast30DaysFen: 80_000,
  paidLast30DaysCount: 1,
  openClaims: [],
  openClaimCount: 0,
  claimsLostCount: 0,
  warnings: [],
};

/** Withdrawal 5: a new account owing the shop, with an open claim, over the daily limit. */
const risky: WithdrawalContext = {
  ...calm,
  withdrawalId: 5,
  userId: 45,
  user: '139****0050',
  accountAgeDays: 2,
  realNameLevel: 1,
  wallet: { availableFen: 0, withdrawalHoldFen: 50_000, heldProceedsFen: 0, owedFen: 12_500, withdrawnFen: 0 },
  limits: { minFen: 1_000, dailyLimitFen: 40_000, todayRequestedFen: 50_000, requestDayRequestedFen: 50_000 },
  previousWithdrawals: [],
  previousWithdrawalCount: 0,
  paidLast30DaysFen: 0,
  paidLast30DaysCount: 0,
  openClaims: [
    {
      id: 77,
      orderNumber: '2026112500000011',
      state: 'in_review',
      reason: 'retrieved',
      openedAt: '2026-11-25T03:00:00.000Z',
    },
  ],
  openClaimCount: 1,
  claimsLostCount: 2,
  warnings: ['negative_balance', 'open_claims', 'over_daily_limit', 'new_account_first'],
};

function stub(locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('staff-token');
  const rows = [buildWithdrawal(3), buildWithdrawal(5)];
  return stubApi({
    'GET /api/web/getTenant': buildTenant({ locale }),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/staff/withdrawals': { rows, total: rows.length, pageNum: 1, pageSize: 20 },
    'GET /api/staff/withdrawals/3/context': calm,
    'GET /api/staff/withdrawals/5/context': risky,
  });
}

afterEach(() => vi.unstubAllGlobals());

const drawer = async (title: string) => (await screen.findByText(title)).closest('.ant-drawer') as HTMLElement;
const modalTitled = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
const rowOf = (text: string) => screen.getByRole('button', { name: `Who is withdrawing: ${text}` }).closest('tr');

describe('the seller panel of a withdrawal', { timeout: 60_000 }, () => {
  it('opens from the row: wallet, limits used, earlier withdrawals, and no warning for a known seller', async () => {
    const api = stub();
    renderApp('/withdrawals');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Who is withdrawing: 139****0030' }, { timeout: 20_000 }),
    );
    const panel = await drawer('139****0030 withdraws ¥300.00');
    expect(await within(panel).findByText('Level 2 verified (张*)')).toBeTruthy();
    expect(within(panel).getByText(/^543 days at the request \(registered /)).toBeTruthy();
    expect(within(panel).getByText('¥1,200.00')).toBeTruthy();
    expect(within(panel).getByText('¥450.00')).toBeTruthy();
    expect(within(panel).getByText('Earlier withdrawals (1)')).toBeTruthy();
    expect(within(panel).getByText('Paid in the last 30 days: ¥800.00 in 1 withdrawal.')).toBeTruthy();
    expect(within(panel).queryByRole('list', { name: 'Warnings' })).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(api.callsTo('GET /api/staff/withdrawals/3/context')).toHaveLength(1);
  });

  it('warns of a negative balance, open claims, the daily limit and a new account, linking the claim', async () => {
    stub();
    renderApp('/withdrawals');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Who is withdrawing: 139****0050' }, { timeout: 20_000 }),
    );
    const panel = await drawer('139****0050 withdraws ¥500.00');
    const warnings = await within(panel).findByRole('list', { name: 'Warnings' });
    const texts = within(warnings)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts).toEqual([
      'Negative balance: the seller owes the shop ¥125.00 for claims paid after their proceeds were released (available ¥0.00).',
      '1 open claim against this seller: money may still be taken back from them.',
      "Over the daily limit: ¥500.00 requested on the day of this request; the shop's limit is ¥400.00.",
      'First withdrawal of a new account (2 days old).',
    ]);
    // The negative balance is an error, the rest warnings.
    expect(within(warnings).getAllByRole('listitem')[0]?.className).toContain('ant-alert-error');
    expect(within(warnings).getAllByRole('listitem')[1]?.className).toContain('ant-alert-warning');
    const link = within(panel).getByRole('link', { name: 'Claim #77 · order 2026112500000011' });
    expect(link.getAttribute('href')).toMatch(/\/claims\?id=77$/);
    expect(within(panel).getByText('No earlier withdrawals.')).toBeTruthy();
    expect(within(panel).getByText('2 claims on their sales were decided for the buyer so far.')).toBeTruthy();
  });

  it('shows the same warnings inside the approve dialog, and none for a calm seller', async () => {
    const api = stub();
    renderApp('/withdrawals');
    await screen.findByRole('button', { name: 'Who is withdrawing: 139****0050' }, { timeout: 20_000 });
    fireEvent.click(within(rowOf('139****0050') as HTMLElement).getByRole('button', { name: 'Mark paid' }));
    const modal = await modalTitled('Record the transfer of ¥500.00?');
    expect(await within(modal).findByText('Check before you transfer:')).toBeTruthy();
    expect(within(modal).getByText('First withdrawal of a new account (2 days old).')).toBeTruthy();
    expect(
      within(modal).getByText('1 open claim against this seller: money may still be taken back from them.'),
    ).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByText('Record the transfer of ¥500.00?')).toBeNull());

    fireEvent.click(within(rowOf('139****0030') as HTMLElement).getByRole('button', { name: 'Mark paid' }));
    const calmModal = await modalTitled('Record the transfer of ¥300.00?');
    await waitFor(() => expect(api.callsTo('GET /api/staff/withdrawals/3/context')).toHaveLength(1));
    expect(within(calmModal).getByText('zhang.san3@example.com')).toBeTruthy();
    expect(within(calmModal).queryByText('Check before you transfer:')).toBeNull();
  });

  it('speaks Chinese', async () => {
    stub('zh-CN');
    renderApp('/withdrawals');
    fireEvent.click(await screen.findByRole('button', { name: '查看提现人：139****0050' }, { timeout: 20_000 }));
    const panel = await drawer('139****0050 提现 ¥500.00');
    expect(await within(panel).findByText('新账号首次提现（注册 2 天）。')).toBeTruthy();
    expect(within(panel).getByText('该卖家有 1 个未结理赔，款项可能仍需追回。')).toBeTruthy();
    expect(within(panel).getByText('一级认证（张*）')).toBeTruthy();
  });
});
