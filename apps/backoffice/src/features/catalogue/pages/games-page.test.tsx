import type { StaffRole } from '@gs/shared/identity';
import type { StaffGame } from '@gs/shared/staff-catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const game = (overrides: Partial<StaffGame> = {}): StaffGame => ({
  id: 1,
  name: 'Honor of Kings',
  nameEn: '',
  keyword: 'hok wzry',
  icon: '',
  type: 'mobile',
  initial: 'H',
  hot: true,
  sort: 1,
  state: 'active',
  onSaleCount: 1234,
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
        game(),
        game({ id: 2, name: 'Naraka', keyword: '', type: 'pc', hot: false, state: 'hidden', onSaleCount: 0 }),
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    },
    ...extra,
  });
}

const dialogTitled = async (title: string) => {
  const dialog = (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>(
    '[role="dialog"]',
  );
  if (!dialog) throw new Error('no dialog');
  return dialog;
};

describe('the games screen', { timeout: 150_000 }, () => {
  it('lists every game with its state, hot flag and on-sale count, and keeps filters and sort in the URL', async () => {
    const api = stub(['owner']);
    const { router } = renderApp('/catalogue/games?type=mobile');
    expect(await screen.findByText('Honor of Kings', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('hok wzry')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/catalogue/games')[0]?.query.get('type')).toBe('mobile');
    const search = screen.getByRole('searchbox', { name: 'Name or alias' });
    fireEvent.change(search, { target: { value: 'nar' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogue/games?type=mobile&keyword=nar'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/catalogue/games').at(-1)?.query.get('keyword')).toBe('nar'));
    const nameHeader = screen.getAllByText('Name', { selector: '.ant-table-column-title' })[0];
    if (!nameHeader) throw new Error('no Name column');
    fireEvent.click(nameHeader);
    await waitFor(() => expect(currentUrl(router)).toBe('/catalogue/games?type=mobile&keyword=nar&sort=name'));
    expect(api.callsTo('GET /api/staff/catalogue/games').at(-1)?.query.get('sortField')).toBe('name');
  });

  it('adds a game, with a duplicate name shown at its field', async () => {
    let attempts = 0;
    const api = stub(['owner'], {
      'POST /api/staff/catalogue/games': () => {
        attempts += 1;
        return attempts === 1
          ? new Response(
              JSON.stringify({
                code: 409,
                msg: 'This shop already has a game called "Genshin".',
                data: null,
                errorCode: 'CONFLICT',
                fields: [{ field: 'body.name', message: 'This shop already has a game called "Genshin".' }],
              }),
              { status: 409, headers: { 'Content-Type': 'application/json' } },
            )
          : game({ id: 3, name: 'Genshin Impact' });
      },
    });
    renderApp('/catalogue/games');
    fireEvent.click(await screen.findByRole('button', { name: /Add game/ }, { timeout: 45_000 }));
    const dialog = await dialogTitled('Add a game');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Genshin' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Aliases' }), { target: { value: 'ys yuanshen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This shop already has a game called "Genshin".')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Genshin Impact' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/catalogue/games')).toHaveLength(2));
    expect(api.callsTo('POST /api/staff/catalogue/games')[1]?.body).toEqual({
      name: 'Genshin Impact',
      nameEn: '',
      keyword: 'ys yuanshen',
      initial: 'G',
      type: 'mobile',
      icon: '',
      sort: 0,
      hot: false,
    });
    expect(await screen.findByText('The game is added and shown on the storefront.')).toBeTruthy();
  });

  it('edits a game with its current values filled in', async () => {
    const api = stub(['owner'], { 'PUT /api/staff/catalogue/games/1': game({ sort: 7 }) });
    renderApp('/catalogue/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Honor of Kings' }, { timeout: 45_000 }));
    const dialog = await dialogTitled('Edit game');
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Honor of Kings');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Sort' }), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/games/1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/games/1')[0]?.body).toMatchObject({
      name: 'Honor of Kings',
      keyword: 'hok wzry',
      initial: 'H',
      sort: 7,
      hot: true,
    });
  });

  it('edits both names of a game: the shop’s and the optional English one', async () => {
    const chinese = game({ name: '王者荣耀', nameEn: '' });
    const api = stub(['owner'], {
      'GET /api/staff/catalogue/games': { rows: [chinese], total: 1, pageNum: 1, pageSize: 20 },
      'PUT /api/staff/catalogue/games/1': game({ name: '王者荣耀', nameEn: 'Honor of Kings' }),
    });
    renderApp('/catalogue/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 王者荣耀' }, { timeout: 45_000 }));
    const dialog = await dialogTitled('Edit game');
    const english = within(dialog).getByRole('textbox', { name: 'English name' }) as HTMLInputElement;
    expect(english.value).toBe('');
    expect(within(dialog).getByText(/left empty, they see the name above/)).toBeTruthy();
    fireEvent.change(english, { target: { value: 'Honor of Kings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/games/1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/games/1')[0]?.body).toMatchObject({
      name: '王者荣耀',
      nameEn: 'Honor of Kings',
    });
  });

  it('asks before hiding a game and says its listings still open', async () => {
    const api = stub(['owner'], { 'PUT /api/staff/catalogue/games/1/state': game({ state: 'hidden' }) });
    renderApp('/catalogue/games');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Honor of Kings' }, { timeout: 45_000 }));
    expect(await screen.findByText(/Pages of its existing listings still open/)).toBeTruthy();
    expect(api.callsTo('PUT /api/staff/catalogue/games/1/state')).toHaveLength(0);
    const confirm = screen.getAllByRole('button', { name: 'Hide' }).at(-1);
    if (!confirm) throw new Error('no confirm');
    fireEvent.click(confirm);
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/games/1/state')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/games/1/state')[0]?.body).toEqual({ state: 'hidden' });
  });

  it('shows an error with a retry when the list fails, and nothing to an operator', async () => {
    stub(['owner'], { 'GET /api/staff/catalogue/games': envelopeResponse(500, 'Server down') });
    const { unmount } = renderApp('/catalogue/games');
    expect(await screen.findByText('The games could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    const api = stub(['operator']);
    renderApp('/catalogue/games');
    expect(await screen.findByText('403', {}, { timeout: 45_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/catalogue/games')).toHaveLength(0);
  });
});
