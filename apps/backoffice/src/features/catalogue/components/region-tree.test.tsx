import type { StaffRole } from '@gs/shared/identity';
import type { StaffGame, StaffRegionNode, StaffRegionTree } from '@gs/shared/staff-catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';
import { orderAfterDrop } from './region-order';

afterEach(() => {
  vi.unstubAllGlobals();
});

const node = (overrides: Partial<StaffRegionNode> & Pick<StaffRegionNode, 'id' | 'name'>): StaffRegionNode => ({
  parentId: null,
  level: 1,
  kind: 'region',
  nameEn: '',
  key: '',
  sort: 0,
  enabled: true,
  ...overrides,
});

const nodes: StaffRegionNode[] = [
  node({ id: 10, name: 'North', nameEn: '', sort: 0 }),
  node({ id: 11, name: 'South', nameEn: '', sort: 1 }),
  node({ id: 20, name: 'N1', parentId: 10, level: 2, kind: 'server', sort: 0 }),
  node({ id: 21, name: 'N2', parentId: 10, level: 2, kind: 'server', sort: 1, enabled: false }),
  node({ id: 22, name: 'N3', parentId: 10, level: 2, kind: 'server', sort: 2 }),
];
const tree: StaffRegionTree = { gameId: 7, rootKind: 'region', nodes };

const staffGame = (overrides: Partial<StaffGame> & Pick<StaffGame, 'id' | 'name'>): StaffGame => ({
  nameEn: '',
  keyword: '',
  icon: '',
  type: 'mobile',
  initial: 'H',
  hot: false,
  sort: 0,
  state: 'active',
  onSaleCount: 1,
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/catalogue/games': {
      rows: [
        staffGame({ id: 5, name: 'Honor of Kings' }),
        staffGame({ id: 7, name: 'League', type: 'pc', initial: 'L' }),
        staffGame({ id: 9, name: 'Naraka', type: 'pc', initial: 'N', state: 'hidden' }),
      ],
      total: 3,
      pageNum: 1,
      pageSize: 100,
    },
    'GET /api/staff/catalogue/regions': (call: ApiCall) => ({ ...tree, gameId: Number(call.query.get('gameId')) }),
    ...extra,
  });
}

describe('orderAfterDrop', () => {
  it('reorders among siblings and refuses a move to another parent', () => {
    expect(orderAfterDrop(nodes, 22, 20, 'before')).toEqual({ parentId: 10, ids: [22, 20, 21] });
    expect(orderAfterDrop(nodes, 20, 22, 'after')).toEqual({ parentId: 10, ids: [21, 22, 20] });
    expect(orderAfterDrop(nodes, 20, 21, 'before')).toBeNull();
    expect(orderAfterDrop(nodes, 20, 11, 'after')).toBeNull();
    expect(orderAfterDrop(nodes, 10, 20, 'before')).toBeNull();
  });
});

describe('the region tree screen', { timeout: 150_000 }, () => {
  it('shows the chosen game’s tree with kinds and disabled nodes, the game kept in the URL', async () => {
    const api = stub(['owner']);
    const { router } = renderApp('/catalogue/regions?gameId=7');
    const tree = await screen.findByRole('tree', { name: 'Region tree' }, { timeout: 45_000 });
    expect(within(tree).getByText('North')).toBeTruthy();
    expect(within(tree).getByText('N2')).toBeTruthy();
    expect(within(tree).getAllByText('Server').length).toBe(3);
    expect(within(tree).getByText('Disabled')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/catalogue/regions')[0]?.query.get('gameId')).toBe('7');
    expect(within(tree).queryByRole('button', { name: / under N1$/ })).toBeNull();
    expect(within(tree).getByRole('button', { name: 'Add server under North' }).textContent).toContain('Add server');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Game' }));
    fireEvent.click(await screen.findByText('Honor of Kings', { selector: '.ant-select-item-option span' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogue/regions?gameId=5'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/catalogue/regions').at(-1)?.query.get('gameId')).toBe('5'));
  });

  it('offers hidden games too, tagged, from the staff list, so a hidden game’s tree can be edited', async () => {
    const api = stub(['owner']);
    const { router } = renderApp('/catalogue/regions?gameId=7');
    await screen.findByRole('tree', { name: 'Region tree' }, { timeout: 45_000 });
    expect(api.callsTo('GET /api/staff/catalogue/games')[0]?.query.get('pageSize')).toBe('100');
    expect(api.callsTo('GET /api/web/game/Type')).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Game' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((element) =>
        element.textContent?.startsWith('Naraka'),
      );
      if (!found) throw new Error('no Naraka option');
      return found;
    });
    expect(within(option).getByText('Hidden')).toBeTruthy();
    fireEvent.click(option);
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogue/regions?gameId=9'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/catalogue/regions').at(-1)?.query.get('gameId')).toBe('9'));
    expect(await screen.findByText(/Hidden from the storefront/)).toBeTruthy();
    expect(await screen.findByRole('tree', { name: 'Region tree' })).toBeTruthy();
  });

  it('marks an enabled region whose servers are all disabled as hidden on the storefront', async () => {
    const emptied: StaffRegionTree = {
      ...tree,
      nodes: [...nodes, node({ id: 30, name: 'S1', parentId: 11, level: 2, kind: 'server', enabled: false })],
    };
    stub(['owner'], { 'GET /api/staff/catalogue/regions': emptied });
    renderApp('/catalogue/regions?gameId=7');
    const shown = await screen.findByRole('tree', { name: 'Region tree' }, { timeout: 45_000 });
    const south = within(shown).getByText('South').closest<HTMLElement>('.ant-tree-treenode');
    const north = within(shown).getByText('North').closest<HTMLElement>('.ant-tree-treenode');
    if (!south || !north) throw new Error('no tree rows');
    expect(within(south).getByText('Hidden: nothing enabled under it')).toBeTruthy();
    // North keeps enabled servers: no mark.
    expect(within(north).queryByText('Hidden: nothing enabled under it')).toBeNull();
    expect(within(shown).getAllByText('Hidden: nothing enabled under it')).toHaveLength(1);
  });

  it('moves a node among its siblings only', async () => {
    const api = stub(['owner'], { 'PUT /api/staff/catalogue/regions/order': null });
    renderApp('/catalogue/regions?gameId=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Move N1 down' }, { timeout: 45_000 }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/regions/order')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/regions/order')[0]?.body).toEqual({
      gameId: 7,
      parentId: 10,
      ids: [21, 20, 22],
    });
    // The first root cannot move further up: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Move North up' }));
    expect(api.callsTo('PUT /api/staff/catalogue/regions/order')).toHaveLength(1);
  });

  it('adds a server under a region, with the kind said and a sibling’s name refused at the field', async () => {
    let attempts = 0;
    const api = stub(['owner'], {
      'POST /api/staff/catalogue/regions': () => {
        attempts += 1;
        return attempts === 1
          ? new Response(
              JSON.stringify({
                code: 409,
                msg: 'Another node at this place is already called "N1".',
                data: null,
                errorCode: 'CONFLICT',
                fields: [{ field: 'body.name', message: 'Another node at this place is already called "N1".' }],
              }),
              { status: 409, headers: { 'Content-Type': 'application/json' } },
            )
          : node({ id: 23, name: 'N4', parentId: 10, level: 2, kind: 'server', sort: 3 });
      },
    });
    renderApp('/catalogue/regions?gameId=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Add server under North' }, { timeout: 45_000 }));
    const dialog = (
      await screen.findByText('Add under “North” (Server)', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    expect(within(dialog).getByText(/The new node is one level below its parent: Server/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'N1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another node at this place is already called "N1".')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'N4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/catalogue/regions')).toHaveLength(2));
    expect(api.callsTo('POST /api/staff/catalogue/regions')[1]?.body).toEqual({
      gameId: 7,
      parentId: 10,
      name: 'N4',
      nameEn: '',
      key: '',
    });
  });

  it('asks before disabling a node and says listings keep it', async () => {
    const api = stub(['owner'], {
      'PUT /api/staff/catalogue/regions/11/enabled': node({
        id: 11,
        name: 'South',
        nameEn: '',
        sort: 1,
        enabled: false,
      }),
      'PUT /api/staff/catalogue/regions/21/enabled': node({ id: 21, name: 'N2', parentId: 10, kind: 'server' }),
    });
    renderApp('/catalogue/regions?gameId=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable South' }, { timeout: 45_000 }));
    expect(await screen.findByText(/Listings placed there keep showing it/)).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Disable' }).at(-1);
    if (!confirm) throw new Error('no confirm');
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/regions/11/enabled')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/regions/11/enabled')[0]?.body).toEqual({ enabled: false });
    expect(screen.getByRole('button', { name: 'Enable N2' })).toBeTruthy();
  });
});
