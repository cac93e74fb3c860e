import type { PlatformTenant } from '@gs/shared/platform';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const shop = (overrides: Partial<PlatformTenant> = {}): PlatformTenant => ({
  id: 1,
  code: 'demo',
  name: 'Star Shop',
  hosts: ['demo.localhost', 'shop.localhost'],
  locale: 'zh-CN',
  useTheme: 1,
  serviceGroups: ['5483'],
  status: 'active',
  ownerPhone: '138****0001',
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const nova = shop({ id: 2, code: 'nova', name: 'Nova Games', hosts: ['nova.localhost'], serviceGroups: [] });

function stub(extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}, locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('platform-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant({ kind: 'platform', code: 'platform', tenantName: 'Platform', locale }),
    'GET /api/system/user/profile/newsm': buildProfile(['platform_admin'], { nickName: 'platform' }),
    'GET /api/platform/tenants': { rows: [shop(), nova], total: 2, pageNum: 1, pageSize: 20 },
    'GET /api/platform/tenants/1': shop(),
    'GET /api/platform/tenants/2': nova,
    ...extra,
  });
}

const drawerOf = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' }, { timeout: 20_000 });
  const drawer = heading.closest<HTMLElement>('.ant-drawer');
  if (!drawer) throw new Error('no drawer');
  return drawer;
};

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};

/** Types into an antd tags select and presses Enter, as a user adds each tag. */
const addTags = (input: HTMLElement, values: string[]) => {
  for (const value of values) {
    fireEvent.change(input, { target: { value } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  }
};

describe('the platform console: shops', { timeout: 150_000 }, () => {
  it('lands a platform admin on Shops from the home path, with only the platform menu', async () => {
    const api = stub();
    const { router } = renderApp('/');
    expect(await screen.findByText('Nova Games', {}, { timeout: 45_000 })).toBeTruthy();
    expect(currentUrl(router)).toBe('/platform/shops');
    const menu = screen.getAllByRole('menu')[0] as HTMLElement;
    for (const name of ['Shops', 'Domains', 'Usage', 'Platform audit']) {
      expect(within(menu).getByText(name)).toBeTruthy();
    }
    expect(within(menu).queryByText('Orders')).toBeNull();
    expect(within(rowOf('Star Shop')).getByText('Trading (5483)')).toBeTruthy();
    expect(within(rowOf('Nova Games')).getByText('Not trading')).toBeTruthy();
    expect(within(rowOf('Star Shop')).getByText('shop.localhost')).toBeTruthy();
    expect(api.callsTo('GET /api/system/dashboard/pending')).toHaveLength(0);
  });

  it('searches by code, name or host and by status through the URL', async () => {
    const api = stub();
    const { router } = renderApp('/platform/shops');
    await screen.findByText('Nova Games', {}, { timeout: 45_000 });
    const search = screen.getByRole('searchbox', { name: 'Code, name or host' });
    fireEvent.change(search, { target: { value: 'nova.local' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentUrl(router)).toBe('/platform/shops?q=nova.local'));
    fireEvent.click(screen.getByText('Suspended'));
    await waitFor(() => expect(currentUrl(router)).toBe('/platform/shops?q=nova.local&status=suspended'));
    await waitFor(() => {
      const last = api.callsTo('GET /api/platform/tenants').at(-1);
      expect(last?.query.get('q')).toBe('nova.local');
      expect(last?.query.get('status')).toBe('suspended');
    });
  });

  it('creates a shop: checks the form, shows a taken host at its field, keeps what was typed, then says how the owner signs in', async () => {
    let attempts = 0;
    const created = shop({
      id: 3,
      code: 'lotus',
      name: 'Lotus',
      hosts: ['lotus.localhost'],
      ownerPhone: '139****0042',
    });
    const api = stub({
      'POST /api/platform/tenants': () => {
        attempts += 1;
        if (attempts === 1) {
          const msg = 'The host lotus.localhost already belongs to another shop or to the platform.';
          return new Response(
            JSON.stringify({
              code: 409,
              msg,
              data: null,
              errorCode: 'CONFLICT',
              fields: [{ field: 'body.hosts', message: msg }],
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return { tenant: created, ownerCreated: true, catalogue: { games: 3, notices: 4 } };
      },
      'GET /api/platform/tenants/3': created,
    });
    const { router } = renderApp('/platform/shops');
    await screen.findByText('Nova Games', {}, { timeout: 45_000 });
    fireEvent.click(screen.getByRole('button', { name: /New shop/ }));
    const drawer = await drawerOf('Create a shop');

    fireEvent.change(within(drawer).getByLabelText('Shop code'), { target: { value: 'Lotus!' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create shop' }));
    expect(
      await within(drawer).findByText('Use 2–32 lower-case letters, digits or hyphens (not first or last)'),
    ).toBeTruthy();
    expect(await within(drawer).findByText('Give the shop at least one host')).toBeTruthy();
    expect(await within(drawer).findByText('Enter an 11-digit mainland mobile number')).toBeTruthy();
    expect(api.callsTo('POST /api/platform/tenants')).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('Shop code'), { target: { value: 'lotus' } });
    fireEvent.change(within(drawer).getByLabelText('Shop name'), { target: { value: 'Lotus' } });
    addTags(within(drawer).getByLabelText('Host names'), ['Lotus.localhost']);
    fireEvent.click(within(drawer).getByRole('switch', { name: 'Trading service (5483)' }));
    fireEvent.change(within(drawer).getByLabelText("Owner's mobile number"), { target: { value: '13900000042' } });
    fireEvent.mouseDown(within(drawer).getByLabelText('Catalogue'));
    fireEvent.click(await screen.findByText('Copy from Star Shop (demo)'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create shop' }));
    expect(
      await within(drawer).findByText('The host lotus.localhost already belongs to another shop or to the platform.'),
    ).toBeTruthy();
    expect((within(drawer).getByLabelText('Shop name') as HTMLInputElement).value).toBe('Lotus');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Create shop' }));
    await waitFor(() => expect(api.callsTo('POST /api/platform/tenants')).toHaveLength(2));
    expect(api.callsTo('POST /api/platform/tenants')[1]?.body).toEqual({
      code: 'lotus',
      name: 'Lotus',
      hosts: ['lotus.localhost'],
      locale: 'zh-CN',
      useTheme: 1,
      serviceGroups: ['5483'],
      ownerPhone: '13900000042',
      catalogueFrom: 'demo',
    });
    expect((await screen.findAllByText('Lotus is created')).length).toBeGreaterThan(0);
    expect(screen.getByText(/The owner \(139\*\*\*\*0042\) was sent an SMS code/)).toBeTruthy();
    expect(
      screen.getByText(
        `${window.location.protocol}//lotus.localhost:${window.location.port}/admin/login?mode=set-password`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('7 catalogue rows were copied.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/platform/shops?id=3'));
  });

  it('manages a shop: saves only what changed, grants trading, adds and removes hosts, suspends with a reason and resumes', async () => {
    let current = nova;
    const answer = (next: Partial<PlatformTenant>) => {
      current = { ...current, ...next };
      return current;
    };
    const api = stub({
      'GET /api/platform/tenants/2': () => current,
      'PUT /api/platform/tenants/2': (call: ApiCall) => answer(call.body as Partial<PlatformTenant>),
      'POST /api/platform/tenants/2/domains': (call: ApiCall) =>
        answer({ hosts: [...current.hosts, (call.body as { host: string }).host] }),
      'DELETE /api/platform/tenants/2/domains/nova.localhost': () =>
        answer({ hosts: current.hosts.filter((host) => host !== 'nova.localhost') }),
      'POST /api/platform/tenants/2/suspend': () => answer({ status: 'suspended' }),
      'POST /api/platform/tenants/2/resume': () => answer({ status: 'active' }),
    });
    renderApp('/platform/shops?id=2');
    const drawer = await drawerOf('Shop: Nova Games');

    // Only the last host: it cannot be removed.
    expect((within(drawer).getByRole('button', { name: 'Remove nova.localhost' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(drawer).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing has changed')).toBeTruthy();
    expect(api.callsTo('PUT /api/platform/tenants/2')).toHaveLength(0);

    fireEvent.click(within(drawer).getByRole('switch', { name: 'Trading service (5483)' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT /api/platform/tenants/2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/platform/tenants/2')[0]?.body).toEqual({ serviceGroups: ['5483'] });
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    await waitFor(() => expect(within(drawer).getByText('Trading (5483)')).toBeTruthy());

    const newHost = within(drawer).getByLabelText('New host');
    fireEvent.change(newHost, { target: { value: 'https://bad/' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /Add host/ }));
    expect(await within(drawer).findByRole('alert')).toBeTruthy();
    expect(api.callsTo('POST /api/platform/tenants/2/domains')).toHaveLength(0);
    fireEvent.change(newHost, { target: { value: 'Nova.example.com' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /Add host/ }));
    await waitFor(() => expect(api.callsTo('POST /api/platform/tenants/2/domains')).toHaveLength(1));
    expect(api.callsTo('POST /api/platform/tenants/2/domains')[0]?.body).toEqual({ host: 'nova.example.com' });
    expect(await within(drawer).findByText('nova.example.com')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove nova.localhost' }));
    const confirm = await screen.findByText('Remove nova.localhost?');
    expect(api.callsTo('DELETE /api/platform/tenants/2/domains/nova.localhost')).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/platform/tenants/2/domains/nova.localhost')).toHaveLength(1));
    await waitFor(() => expect(within(drawer).queryByText('nova.localhost')).toBeNull());

    fireEvent.click(within(drawer).getByRole('button', { name: 'Suspend shop' }));
    const dialog = (await screen.findByText('Suspend Nova Games')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Reason (kept in the platform audit log)'), {
      target: { value: 'Fraud reports under review' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    await waitFor(() => expect(api.callsTo('POST /api/platform/tenants/2/suspend')).toHaveLength(1));
    expect(api.callsTo('POST /api/platform/tenants/2/suspend')[0]?.body).toEqual({
      reason: 'Fraud reports under review',
    });
    expect(await within(drawer).findByText(/This shop is suspended/)).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Resume shop' }));
    const resume = await screen.findByText('Resume Nova Games?');
    await act(async () => {
      fireEvent.click(
        within(resume.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Resume shop' }),
      );
    });
    await waitFor(() => expect(api.callsTo('POST /api/platform/tenants/2/resume')).toHaveLength(1));
    await waitFor(() => expect(within(drawer).queryByText(/This shop is suspended/)).toBeNull());
  });

  it('speaks Chinese on a Chinese platform', async () => {
    stub({}, 'zh-CN');
    renderApp('/platform/shops');
    expect(await screen.findByText('Nova Games', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '店铺' })).toBeTruthy();
    expect(within(rowOf('Star Shop')).getByText('可交易（5483）')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新建店铺/ })).toBeTruthy();
  });

  it("is closed to a shop's owner", async () => {
    setToken('owner-token');
    const api = stubApi({
      'GET /api/web/getTenant': buildTenant(),
      'GET /api/system/user/profile/newsm': buildProfile(['owner']),
    });
    renderApp('/platform/shops');
    expect(await screen.findByText(/403/, {}, { timeout: 45_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/platform/tenants')).toHaveLength(0);
  });
});
