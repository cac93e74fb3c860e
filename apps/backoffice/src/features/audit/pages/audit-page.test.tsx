import type { AuditEntry } from '@gs/shared/staff-audit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildPage, buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';
import { startOfLocalDay } from './audit-page';

function buildEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-25T06:00:00.000Z',
    actor: { userId: 2, nickName: 'Demo owner', phone: '138****0002', roles: ['owner'] },
    action: 'PUT /api/staff/settings/shop',
    method: 'PUT',
    route: '/api/staff/settings/shop',
    target: {},
    targetId: null,
    body: { name: 'Lumen Market' },
    before: { name: 'Lumen Games', useTheme: 3, hotSearches: ['Genshin'] },
    after: { name: 'Lumen Market', useTheme: 3, hotSearches: ['Genshin', 'PUBG'] },
    status: 200,
    requestId: `req-${id}`,
    ip: '127.0.0.1',
    ...overrides,
  };
}

const secretEntry = buildEntry(41, {
  action: 'PUT /api/staff/settings/payment',
  route: '/api/staff/settings/payment',
  body: { appId: '2021000123456789', privateKey: '[redacted]' },
  before: { alipay: { appId: '', privateKeySet: false } },
  after: { alipay: { appId: '2021000123456789', privateKeySet: true } },
});

function stubOwner(roles: ('owner' | 'operator')[] = ['owner']) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/audit': (call: ApiCall) => ({
      rows: call.query.get('pageNum') === '2' ? [secretEntry] : [buildEntry(42), secretEntry],
      total: 23,
      pageNum: Number(call.query.get('pageNum')),
      pageSize: Number(call.query.get('pageSize')),
    }),
    'GET /api/staff/listings': buildPage(0),
    'GET /api/staff/recycle': buildPage(0),
    'GET /api/staff/orders': buildPage(0),
    'GET /api/staff/withdrawals': buildPage(0),
    'GET /api/staff/realname/reviews': buildPage(0),
    'GET /api/recycler/pool': buildPage(0),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the audit log', { timeout: 120_000 }, () => {
  it('keeps the filters and the page in the URL and asks the server with them', async () => {
    const api = stubOwner();
    const { router } = renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findAllByText('/api/staff/settings/shop')).toHaveLength(1);
    expect(screen.getByText('23 actions')).toBeTruthy();

    const filters = screen.getByRole('form', { name: 'Audit log filters' });
    fireEvent.change(within(filters).getByLabelText('Target ID'), { target: { value: '12' } });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-25' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/audit?target=12&from=2026-11-20&to=2026-11-25'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('targetId')).toBe('12'));
    const query = api.callsTo('GET /api/staff/audit').at(-1)?.query;
    expect(query?.get('from')).toBe(startOfLocalDay('2026-11-20'));
    // The "to" day is included: the call's bound is the next midnight.
    expect(query?.get('to')).toBe(startOfLocalDay('2026-11-26'));

    // Clicking a staff member filters by them.
    fireEvent.click((await within(table).findAllByRole('button', { name: 'Demo owner' }))[0] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toContain('actor=2'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('actorUserId')).toBe('2'));

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(currentUrl(router)).toContain('page=2'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/audit').at(-1)?.query.get('pageNum')).toBe('2'));
  });

  it('opens an action in a drawer with what changed, secrets still redacted', async () => {
    stubOwner();
    const { router } = renderApp('/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    fireEvent.click((await within(table).findAllByRole('button', { name: 'Details' }))[0] as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/audit?id=42'));
    const drawer = (await screen.findByText('Action #42')).closest('[role="dialog"]') as HTMLElement;
    const diff = within(drawer).getByRole('table', { name: 'Before → after' });
    // Only what changed by default: the name and the added hot search, not the unchanged theme.
    expect(within(diff).getByText('name')).toBeTruthy();
    expect(within(diff).getByText('Lumen Games')).toBeTruthy();
    expect(within(diff).getByText('hotSearches[1]')).toBeTruthy();
    expect(within(diff).getByText('PUBG')).toBeTruthy();
    expect(within(diff).queryByText('useTheme')).toBeNull();
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Show unchanged fields' }));
    expect(await within(diff).findByText('useTheme')).toBeTruthy();
    fireEvent.click(within(drawer).getByLabelText('Close'));
    await waitFor(() => expect(currentUrl(router)).toBe('/audit'));

    await router.navigate('/audit?id=41');
    const secret = (await screen.findByText('Action #41')).closest('[role="dialog"]') as HTMLElement;
    expect(within(secret).getByText(/"privateKey": "\[redacted\]"/)).toBeTruthy();
    expect(within(secret).getByText('alipay.privateKeySet')).toBeTruthy();
  });

  it("is the owner's: an operator gets 403 and no call", async () => {
    const api = stubOwner(['operator']);
    renderApp('/audit');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/audit')).toHaveLength(0);
  });
});
