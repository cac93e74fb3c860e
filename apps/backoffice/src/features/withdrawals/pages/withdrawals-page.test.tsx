import type { StaffWithdrawal, WithdrawalStatus } from '@gs/shared/wallet';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

function buildWithdrawal(id: number, overrides: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
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
    ...overrides,
  };
}

/** A server keeping the withdrawals: deciding one moves it out of the pending list. */
function stub(answers: Record<string, unknown> = {}) {
  setToken('staff-token');
  const rows = new Map<number, StaffWithdrawal>([
    [3, buildWithdrawal(3)],
    [5, buildWithdrawal(5)],
  ]);
  const decide = (id: number, change: Partial<StaffWithdrawal>) => {
    const row = { ...(rows.get(id) as StaffWithdrawal), ...change, decidedAt: '2026-11-26T09:00:00.000Z' };
    rows.set(id, row);
    return row;
  };
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/staff/withdrawals': (call: ApiCall) => {
      const status = (call.query.get('status') ?? 'pending') as WithdrawalStatus;
      const matching = [...rows.values()].filter((row) => row.status === status);
      return { rows: matching, total: matching.length, pageNum: 1, pageSize: 20 };
    },
    'POST /api/staff/withdrawals/3/approve': (call: ApiCall) =>
      decide(3, { status: 'paid', transferRef: (call.body as { transferRef: string }).transferRef }),
    'POST /api/staff/withdrawals/5/reject': (call: ApiCall) =>
      decide(5, { status: 'rejected', rejectReason: (call.body as { reason: string }).reason }),
    ...answers,
  });
}

afterEach(() => vi.unstubAllGlobals());

/** The withdrawals table (a dialog's details are a table too). */
const table = () => screen.getAllByRole('table').find((element) => element.closest('.ant-table')) as HTMLElement;
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;
/** The open dialog titled `title`. */
const dialog = async (title: string) => (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;

describe('the withdrawals queue', { timeout: 60_000 }, () => {
  it('lists pending withdrawals with the account masked, the status filter in the URL', async () => {
    const api = stub();
    const { router } = renderApp('/withdrawals');
    expect(await screen.findByText('139****0030', {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(rowOf('139****0030')).getByText('Zhang San · zha***@example.com')).toBeTruthy();
    expect(within(table()).queryByText(/zhang\.san3@example\.com/)).toBeNull();
    expect(screen.getByText('2 withdrawals')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/withdrawals')[0]?.query.get('status')).toBe('pending');

    fireEvent.click(screen.getByText('Paid'));
    await waitFor(() => expect(currentUrl(router)).toBe('/withdrawals?status=paid'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/withdrawals').at(-1)?.query.get('status')).toBe('paid'));
    expect(await screen.findByText('No paid withdrawals yet.')).toBeTruthy();
  });

  it('marks one paid only with a transfer reference, then the list refreshes without it', async () => {
    const api = stub();
    renderApp('/withdrawals');
    await screen.findByText('139****0030', {}, { timeout: 20_000 });
    fireEvent.click(within(rowOf('139****0030')).getByRole('button', { name: 'Mark paid' }));
    const modal = await dialog('Record the transfer of ¥300.00?');
    // The full account is shown here, where the transfer is made.
    expect(within(modal).getByText('zhang.san3@example.com')).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Mark ¥300.00 paid' }));
    expect(await within(modal).findByText('Enter the transfer reference (at least 4 characters)')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/withdrawals/3/approve')).toHaveLength(0);

    const listCalls = api.callsTo('GET /api/staff/withdrawals').length;
    fireEvent.change(within(modal).getByLabelText('Transfer reference'), {
      target: { value: '  2026112622001003  ' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Mark ¥300.00 paid' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/withdrawals/3/approve')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/withdrawals/3/approve')[0]?.body).toEqual({ transferRef: '2026112622001003' });
    expect(await screen.findByText('The withdrawal was marked paid.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/staff/withdrawals').length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(within(table()).queryByText('139****0030')).toBeNull());
    expect(within(table()).getByText('139****0050')).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog and keeps the withdrawal listed', async () => {
    stub({
      'POST /api/staff/withdrawals/3/approve': envelopeResponse(409, 'This withdrawal was already decided.'),
    });
    renderApp('/withdrawals');
    await screen.findByText('139****0030', {}, { timeout: 20_000 });
    fireEvent.click(within(rowOf('139****0030')).getByRole('button', { name: 'Mark paid' }));
    const modal = await dialog('Record the transfer of ¥300.00?');
    fireEvent.change(within(modal).getByLabelText('Transfer reference'), { target: { value: 'REF-0003' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Mark ¥300.00 paid' }));
    expect(await within(modal).findByText('This withdrawal was already decided.')).toBeTruthy();
    expect(within(table()).getByText('139****0030')).toBeTruthy();
  });

  it('rejects only with a reason, then the list refreshes without it', async () => {
    const api = stub();
    renderApp('/withdrawals');
    await screen.findByText('139****0050', {}, { timeout: 20_000 });
    fireEvent.click(within(rowOf('139****0050')).getByRole('button', { name: 'Reject' }));
    const modal = await dialog('Reject the withdrawal of ¥500.00?');
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('Give a reason (at least 2 characters)')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/withdrawals/5/reject')).toHaveLength(0);

    fireEvent.change(within(modal).getByLabelText('Reason the user sees'), {
      target: { value: 'The account does not accept transfers' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/withdrawals/5/reject')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/withdrawals/5/reject')[0]?.body).toEqual({
      reason: 'The account does not accept transfers',
    });
    expect(
      await screen.findByText("The withdrawal was rejected; the amount is back in the user's balance."),
    ).toBeTruthy();
    await waitFor(() => expect(within(table()).queryByText('139****0050')).toBeNull());
    expect(within(table()).getByText('139****0030')).toBeTruthy();
  });
});
