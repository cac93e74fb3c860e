import type { StaffRole } from '@gs/shared/identity';
import type { StaffUserDetail, StaffUserRow } from '@gs/shared/staff-users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (overrides: Partial<StaffUserRow> = {}): StaffUserRow => ({
  id: 41,
  nickName: 'Lucky Buyer',
  phoneMasked: '138****0001',
  realNameLevel: 2,
  status: 'active',
  roles: [],
  registeredAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const detail = (overrides: Partial<StaffUserDetail> = {}): StaffUserDetail => ({
  id: 41,
  nickName: 'Lucky Buyer',
  avatar: '',
  phone: '13800000001',
  username: 'buyer',
  status: 'active',
  block: null,
  roles: [],
  registeredAt: '2026-03-01T08:00:00.000Z',
  realName: { level: 1, reviewStatus: 'pending', reviewReason: null, submittedAt: '2026-03-02T08:00:00.000Z' },
  wallet: { balanceFen: 128_000, heldFen: 5_000, paidOutFen: 20_000, proceedsHeldFen: 7_700, owedFen: 12_300 },
  claims: { claims: 3, upheld: 2, upheldRetrieved: 1, upheldAmountFen: 45_600 },
  orders: {
    total: 7,
    recent: [
      {
        id: 90,
        orderNo: 'GS202603010001',
        title: 'Honor of Kings V8 account',
        status: 'completed',
        totalFen: 52_000,
        createdAt: '2026-03-03T08:00:00.000Z',
      },
    ],
  },
  listings: {
    total: 2,
    recent: [
      {
        id: 12,
        number: 'L0000012',
        title: 'Peace Elite full skins',
        status: 'on_sale',
        priceFen: 99_900,
        createdAt: '2026-03-04T08:00:00.000Z',
      },
    ],
  },
  ...overrides,
});

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/users': {
      rows: [row(), row({ id: 2, nickName: 'Shop owner', phoneMasked: '138****0002', roles: ['owner'] })],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    },
    'GET /api/staff/users/41': detail(),
    ...extra,
  });
}

describe('the users screen', { timeout: 150_000 }, () => {
  it('lists users with masked phones and keeps search, filter and sort in the URL', async () => {
    const api = stub(['operator']);
    const { router } = renderApp('/users');
    const table = (await screen.findByText('138****0001', {}, { timeout: 45_000 })).closest(
      '.ant-table',
    ) as HTMLElement;
    expect(within(table).getAllByText('Level 2').length).toBeGreaterThan(0);
    expect(within(table).getByText('Owner')).toBeTruthy();
    expect(document.body.textContent).not.toContain('13800000001');

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: ' 0001 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/users?q=0001'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/users').at(-1)?.query.get('q')).toBe('0001'));

    const idHeader = within(table)
      .getAllByRole('columnheader')
      .find((header) => header.textContent === 'ID') as HTMLElement;
    fireEvent.click(idHeader);
    await waitFor(() => expect(currentUrl(router)).toBe('/users?q=0001&sort=id&order=asc'));
    await waitFor(() => {
      const query = api.callsTo('GET /api/staff/users').at(-1)?.query;
      expect([query?.get('sort'), query?.get('order')]).toEqual(['id', 'asc']);
    });
  });

  it('opens a user in the drawer with the full phone, real-name state, wallet and links', async () => {
    stub(['operator']);
    const { router } = renderApp('/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Lucky Buyer' }, { timeout: 45_000 }));
    await waitFor(() => expect(currentUrl(router)).toBe('/users?id=41'));
    const drawer = (await screen.findByText('Lucky Buyer · ID 41')).closest('.ant-drawer') as HTMLElement;
    expect(await within(drawer).findByText('13800000001')).toBeTruthy();
    expect(within(drawer).getByText('Waiting for review')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Open real-name reviews' }).getAttribute('href')).toBe('/realname');
    expect(within(drawer).getByText('¥1,280.00')).toBeTruthy();
    expect(within(drawer).getByText('¥50.00')).toBeTruthy();
    // The seller's risk signal: proceeds held, the debt after claims, the claims record.
    expect(within(drawer).getByText('¥77.00')).toBeTruthy();
    expect(within(drawer).getByText('¥123.00')).toBeTruthy();
    expect(within(drawer).getByText(/owes ¥123.00 after claims/)).toBeTruthy();
    expect(within(drawer).getByText('¥456.00')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Claims queue' }).getAttribute('href')).toBe('/claims');
    expect(within(drawer).getByRole('link', { name: 'All 7 orders' }).getAttribute('href')).toBe('/orders?buyer=41');
    expect(within(drawer).getByRole('link', { name: 'GS202603010001' }).getAttribute('href')).toBe('/orders?id=90');
    expect(within(drawer).getByRole('link', { name: 'All 2 listings' }).getAttribute('href')).toBe(
      '/listings?seller=41',
    );
    expect(within(drawer).getByRole('link', { name: 'L0000012' }).getAttribute('href')).toBe('/listings?id=12');
  });

  it('blocks a user with a reason after confirming, and shows the block', async () => {
    const api = stub(['operator'], {
      'POST /api/staff/users/41/block': () =>
        detail({
          status: 'blocked',
          block: { reason: 'Chargeback fraud', at: '2026-03-05T08:00:00.000Z', byUserId: 3, byNickName: 'operator' },
        }),
    });
    renderApp('/users?id=41');
    const drawer = (await screen.findByText('Lucky Buyer · ID 41', {}, { timeout: 45_000 })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    fireEvent.click(await within(drawer).findByRole('button', { name: /Block/ }));
    const dialog = (await screen.findByText('Block Lucky Buyer')).closest('.ant-modal') as HTMLElement;
    expect(api.callsTo('POST /api/staff/users/41/block')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(dialog).findByText('Say why (at least 2 characters).')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Chargeback fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block user' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/users/41/block')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/users/41/block')[0]?.body).toEqual({ reason: 'Chargeback fraud' });
    expect(await screen.findByText('The user is blocked and signed out.')).toBeTruthy();
    expect(await within(drawer).findByText('Reason: Chargeback fraud')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Unblock/ })).toBeTruthy();
  });

  it("keeps the server's refusal in the dialog, and an operator cannot block an owner", async () => {
    stub(['operator'], {
      'GET /api/staff/users/2': detail({ id: 2, nickName: 'Shop owner', roles: ['owner'] }),
      'POST /api/staff/users/41/block': envelopeResponse(409, 'This user is blocked already.'),
    });
    const { router } = renderApp('/users?id=2');
    const ownerDrawer = (await screen.findByText('Shop owner · ID 2', {}, { timeout: 45_000 })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect((within(ownerDrawer).getByRole('button', { name: /Block/ }) as HTMLButtonElement).disabled).toBe(true);

    await router.navigate('/users?id=41');
    const drawer = (await screen.findByText('Lucky Buyer · ID 41')).closest('.ant-drawer') as HTMLElement;
    fireEvent.click(await within(drawer).findByRole('button', { name: /Block/ }));
    const dialog = (await screen.findByText('Block Lucky Buyer')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block user' }));
    expect(await within(dialog).findByText('This user is blocked already.')).toBeTruthy();
  });

  it('shows an error state with a retry', async () => {
    stub(['operator'], { 'GET /api/staff/users': envelopeResponse(500, 'Something went wrong.') });
    renderApp('/users');
    expect(await screen.findByText('The users could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
