import type { PlatformAuditEntry, PlatformTenant, TenantUsage } from '@gs/shared/platform';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const usage = (overrides: Partial<TenantUsage>): TenantUsage => ({
  tenantId: 1,
  code: 'demo',
  name: 'Star Shop',
  status: 'active',
  gmvFen: 0,
  orders: 0,
  listingsOnSale: 0,
  users: 0,
  privateStorageBytes: 0,
  lastActivityAt: null,
  ...overrides,
});
const usageRows = [
  usage({
    tenantId: 2,
    code: 'nova',
    name: 'Nova Games',
    gmvFen: 12_000,
    orders: 2,
    users: 5,
    privateStorageBytes: 512,
  }),
  usage({
    gmvFen: 1_234_500,
    orders: 40,
    listingsOnSale: 31,
    users: 120,
    privateStorageBytes: 3 * 1024 * 1024 + 512 * 1024,
    lastActivityAt: '2026-11-28T10:00:00.000Z',
  }),
];

const entry = (overrides: Partial<PlatformAuditEntry>): PlatformAuditEntry => ({
  id: 1,
  at: '2026-11-28T09:00:00.000Z',
  actorId: 9,
  actorName: 'platform',
  action: 'tenant.create',
  tenantId: 3,
  tenantCode: 'lotus',
  detail: {},
  ...overrides,
});
const auditRows = [
  entry({
    id: 3,
    action: 'tenant.update',
    detail: { before: { serviceGroups: [], locale: 'zh-CN' }, after: { serviceGroups: ['5483'], locale: 'en-US' } },
  }),
  entry({ id: 2, action: 'tenant.suspend', detail: { reason: 'Fraud reports' } }),
  entry({
    id: 1,
    detail: {
      code: 'lotus',
      name: 'Lotus',
      hosts: ['lotus.localhost'],
      owner: '139****0042',
      catalogueFrom: 'demo',
      catalogue: { games: 3, notices: 4 },
    },
  }),
];

function stub(extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}, locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('platform-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant({ kind: 'platform', code: 'platform', tenantName: 'Platform', locale }),
    'GET /api/system/user/profile/newsm': buildProfile(['platform_admin'], { nickName: 'platform' }),
    'GET /api/platform/usage': { rows: usageRows },
    'GET /api/platform/audit': { rows: auditRows, total: 3, pageNum: 1, pageSize: 20 },
    ...extra,
  });
}

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

describe('the platform console: usage, audit, domains', { timeout: 150_000 }, () => {
  it('shows each shop’s usage, biggest GMV first, with the platform’s totals', async () => {
    stub();
    renderApp('/platform/usage');
    expect(await screen.findByText('Nova Games', {}, { timeout: 45_000 })).toBeTruthy();
    const star = rowOf('Star Shop');
    expect(within(star).getByText('¥12,345.00')).toBeTruthy();
    expect(within(star).getByText('3.5 MB')).toBeTruthy();
    expect(within(rowOf('Nova Games')).getByText('512 B')).toBeTruthy();
    expect(within(rowOf('Nova Games')).getByText('Never')).toBeTruthy();
    const bodyRows = screen.getAllByRole('row').filter((row) => row.closest('tbody'));
    expect(bodyRows[0]?.textContent).toContain('Star Shop');
    const total = rowOf('Total (2 shops)');
    expect(within(total).getByText('¥12,465.00')).toBeTruthy();
    expect(within(total).getByText('125')).toBeTruthy();
  });

  it('tells the platform audit in words, filters by action in the URL, and in Chinese too', async () => {
    const api = stub();
    const { router, unmount } = renderApp('/platform/audit');
    expect(
      await screen.findByText(
        'platform created shop lotus (Lotus) on lotus.localhost, owner 139****0042. Catalogue copied from demo (7 rows).',
        {},
        { timeout: 45_000 },
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('platform changed shop lotus: services — → 5483; language Simplified Chinese → English.'),
    ).toBeTruthy();
    expect(screen.getByText('platform suspended shop lotus: Fraud reports')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByText('Shop suspended', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/platform/audit?action=tenant.suspend'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/platform/audit').at(-1)?.query.get('action')).toBe('tenant.suspend'),
    );
    unmount();

    stub({}, 'zh-CN');
    renderApp('/platform/audit');
    expect(await screen.findByText('platform 停用了店铺 lotus：Fraud reports', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('platform 修改了店铺 lotus：服务 — → 5483；语言 简体中文 → 英语。')).toBeTruthy();
  });

  it('shows an error with a retry when the audit cannot be loaded', async () => {
    stub({ 'GET /api/platform/audit': envelopeResponse(500, 'Server down') });
    renderApp('/platform/audit');
    expect(await screen.findByText('The platform audit log could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('finds the shop of a host and adds a host to it on Domains', async () => {
    let nova: PlatformTenant = {
      id: 2,
      code: 'nova',
      name: 'Nova Games',
      hosts: ['nova.localhost'],
      locale: 'en-US',
      useTheme: 1,
      serviceGroups: [],
      status: 'active',
      ownerPhone: '138****0002',
      createdAt: '2026-11-01T08:00:00.000Z',
    };
    const api = stub({
      'GET /api/platform/tenants': () => ({ rows: [nova], total: 1, pageNum: 1, pageSize: 20 }),
      'POST /api/platform/tenants/2/domains': (call: ApiCall) => {
        nova = { ...nova, hosts: [...nova.hosts, (call.body as { host: string }).host] };
        return nova;
      },
    });
    const { router } = renderApp('/platform/domains');
    await screen.findByText('Nova Games', {}, { timeout: 45_000 });
    const search = screen.getByRole('searchbox', { name: 'Find a host or a shop' });
    fireEvent.change(search, { target: { value: 'nova.localhost' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentUrl(router)).toBe('/platform/domains?q=nova.localhost'));
    fireEvent.change(within(rowOf('Nova Games')).getByLabelText('New host'), {
      target: { value: 'games.example.com' },
    });
    fireEvent.click(within(rowOf('Nova Games')).getByRole('button', { name: /Add host/ }));
    await waitFor(() => expect(api.callsTo('POST /api/platform/tenants/2/domains')).toHaveLength(1));
    expect(await screen.findByText('games.example.com')).toBeTruthy();
  });
});
