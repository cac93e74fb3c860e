import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '../features/audit/pages/audit-page';
import { setToken } from '../lib/storage';
import { stubApi } from '../test/fake-api';
import { buildPage, buildProfile, buildTenant } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const exportPaths = ['listings', 'users', 'withdrawals', 'audit'].map((name) => `/api/staff/${name}/export`);

/** The shop's owner (who may open every screen), every list empty, every export answering a small file. */
function stub() {
  setToken('staff-token');
  const file = () =>
    new Response('\uFEFF"ID"\r\n', {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="x.csv"' },
    });
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['owner', 'operator']),
    'GET /api/web/game/Type': [],
    'GET /api/staff/games': [],
    'GET /api/staff/members': { rows: [] },
    'GET /api/staff/audit': buildPage(0),
    'GET /api/staff/listings': buildPage(0),
    'GET /api/staff/users': buildPage(0),
    'GET /api/staff/withdrawals': buildPage(0),
    'GET /api/staff/orders': buildPage(0),
    'GET /api/staff/recycle': buildPage(0),
    'GET /api/staff/realname/reviews': buildPage(0),
    'GET /api/recycler/pool': buildPage(0),
    ...Object.fromEntries(exportPaths.map((path) => [`GET ${path}`, file])),
  });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** Clicks the screen's CSV export and answers the query the export call carried. */
async function exportCsv(api: ReturnType<typeof stub>, path: string) {
  fireEvent.click(await screen.findByRole('button', { name: /Export CSV/ }, { timeout: 20_000 }));
  await waitFor(() => expect(api.callsTo(`GET ${path}`)).toHaveLength(1));
  expect(await screen.findByText('Downloaded x.csv')).toBeTruthy();
  return Object.fromEntries(api.callsTo(`GET ${path}`)[0]?.query ?? []);
}

describe('the export buttons of the lists', { timeout: 60_000 }, () => {
  it('listings: the filters and sort of the URL, not the page', async () => {
    const api = stub();
    renderApp('/listings?status=on_sale&keyword=diamond&minPriceFen=10000&sort=price&order=asc&pageNum=3');
    expect(await exportCsv(api, '/api/staff/listings/export')).toEqual({
      status: 'on_sale',
      keyword: 'diamond',
      minPriceFen: '10000',
      sort: 'price',
      order: 'asc',
      format: 'csv',
    });
  });

  it('users: the search, status and sort of the URL', async () => {
    const api = stub();
    renderApp('/users?q=0001&status=blocked&order=asc&pageNum=2');
    expect(await exportCsv(api, '/api/staff/users/export')).toEqual({
      q: '0001',
      status: 'blocked',
      sort: 'registered',
      order: 'asc',
      format: 'csv',
    });
  });

  it('withdrawals: the status shown', async () => {
    const api = stub();
    renderApp('/withdrawals?status=paid');
    expect(await exportCsv(api, '/api/staff/withdrawals/export')).toEqual({ status: 'paid', format: 'csv' });
  });

  it('audit log: staff member, action, target and days as the list asks for them', async () => {
    const api = stub();
    const action = 'POST /api/staff/listings/:id/approve';
    renderApp(`/audit?actor=3&action=${encodeURIComponent(action)}&target=12&from=2026-11-01&to=2026-11-02&page=2`);
    expect(await exportCsv(api, '/api/staff/audit/export')).toEqual({
      actorUserId: '3',
      action,
      targetId: '12',
      from: startOfLocalDay('2026-11-01'),
      to: startOfLocalDay('2026-11-02', 1),
      format: 'csv',
    });
  });
});
