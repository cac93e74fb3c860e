import type { StaffRole } from '@gs/shared/identity';
import type { StaffStreamer } from '@gs/shared/streamers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

// The upload goes through XMLHttpRequest (for its progress), which the fetch stub does not see.
vi.mock('../api/upload-avatar', () => ({
  uploadAvatar: vi.fn(async () => ({ url: '/uploads/t/1/avatar.webp', width: 200, height: 200, size: 1200 })),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const streamer = (overrides: Partial<StaffStreamer> = {}): StaffStreamer => ({
  id: 1,
  name: 'Lane Queen',
  platform: 'douyin',
  roomUrl: 'https://live.example.com/lane-queen',
  avatar: '/uploads/t/1/lane.webp',
  games: ['Honor of Kings'],
  sort: 1,
  enabled: true,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const game = (id: number, name: string) => ({
  id,
  name,
  keyword: '',
  icon: '',
  type: 'mobile',
  initial: 'A',
  hot: false,
  listingCount: 0,
});

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/web/game/Type': [game(3, 'Honor of Kings'), game(4, 'Genshin Impact')],
    'GET /api/staff/streamers': {
      rows: [
        streamer(),
        streamer({
          id: 2,
          name: 'Drop Zone Dan',
          platform: 'huya',
          roomUrl: 'http://live.example.com/dan',
          games: [],
          enabled: false,
          avatar: '',
        }),
      ],
      total: 2,
    },
    ...extra,
  });
}

async function choose(label: string, option: string, scope: HTMLElement) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const drawerOf = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-drawer-title' });
  const drawer = heading.closest<HTMLElement>('.ant-drawer');
  if (!drawer) throw new Error('no drawer');
  return drawer;
};

describe('the streamers screen', { timeout: 150_000 }, () => {
  it('lists the streamers with platform, games, room link and state', async () => {
    stub(['operator']);
    renderApp('/streamers');
    expect(await screen.findByText('Lane Queen', {}, { timeout: 45_000 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Douyin')).toBeTruthy();
    expect(within(table).getByText('Huya')).toBeTruthy();
    expect(within(table).getByText('Honor of Kings')).toBeTruthy();
    expect(within(table).getByText('No games')).toBeTruthy();
    expect(within(table).getByText('Disabled')).toBeTruthy();
    const link = within(table).getByRole('link', { name: /live\.example\.com\/lane-queen/ });
    expect(link.getAttribute('href')).toBe('https://live.example.com/lane-queen');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says what to do when there are none, and offers a retry when the list fails', async () => {
    stub(['owner'], { 'GET /api/staff/streamers': { rows: [], total: 0 } });
    const first = renderApp('/streamers');
    expect(
      await screen.findByText('No streamers yet. Add one to show them on the home page.', {}, { timeout: 45_000 }),
    ).toBeTruthy();
    first.unmount();

    stub(['owner'], { 'GET /api/staff/streamers': envelopeResponse(500, 'Server down') });
    renderApp('/streamers');
    expect(await screen.findByText('The streamers could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeTruthy();
  });

  it('adds a streamer with an avatar, a platform and games', async () => {
    const api = stub(['owner'], {
      'POST /api/staff/streamers': streamer({ id: 3, name: 'Teyvat Tours', platform: 'bilibili' }),
    });
    const { router } = renderApp('/streamers');
    fireEvent.click(await screen.findByRole('button', { name: /Add streamer/ }, { timeout: 45_000 }));
    await waitFor(() => expect(currentUrl(router)).toBe('/streamers?id=new'));
    const drawer = await drawerOf('Add a streamer');

    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Teyvat Tours' } });
    await choose('Platform', 'Bilibili', drawer);
    fireEvent.change(within(drawer).getByLabelText('Room link'), {
      target: { value: 'https://live.example.com/teyvat' },
    });
    await choose('Games', 'Genshin Impact', drawer);
    const input = drawer.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['png'], 'avatar.png', { type: 'image/png' })] } });
    expect(await within(drawer).findByRole('button', { name: /Replace/ })).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/streamers')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/streamers')[0]?.body).toEqual({
      name: 'Teyvat Tours',
      platform: 'bilibili',
      roomUrl: 'https://live.example.com/teyvat',
      avatar: '/uploads/t/1/avatar.webp',
      games: ['Genshin Impact'],
      sort: 0,
      enabled: true,
    });
    expect(await screen.findByText('Streamer added.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/streamers'));
  });

  it('checks the room link, then shows the server field error at its field and keeps what was typed', async () => {
    const api = stub(['owner'], {
      'POST /api/staff/streamers': new Response(
        JSON.stringify({
          code: 400,
          msg: 'The request is not valid.',
          data: null,
          errorCode: 'VALIDATION_ERROR',
          fields: [{ field: 'body.roomUrl', message: 'This room is not reachable.' }],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderApp('/streamers?id=new');
    const drawer = await drawerOf('Add a streamer');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Teyvat Tours' } });
    fireEvent.change(within(drawer).getByLabelText('Room link'), { target: { value: 'live.example.com/teyvat' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter an address starting with http:// or https://.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/streamers')).toHaveLength(0);

    fireEvent.change(within(drawer).getByLabelText('Room link'), {
      target: { value: 'https://live.example.com/teyvat' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('This room is not reachable.')).toBeTruthy();
    expect(api.callsTo('POST /api/staff/streamers')).toHaveLength(1);
    expect((within(drawer).getByLabelText('Name') as HTMLInputElement).value).toBe('Teyvat Tours');
    expect((within(drawer).getByLabelText('Room link') as HTMLInputElement).value).toBe(
      'https://live.example.com/teyvat',
    );
  });

  it('edits a streamer in the drawer opened from the URL', async () => {
    const api = stub(['operator'], {
      'PUT /api/staff/streamers/2': (call: ApiCall) => ({ ...streamer({ id: 2 }), ...(call.body as object) }),
    });
    const { router } = renderApp('/streamers');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Drop Zone Dan' }, { timeout: 45_000 }));
    await waitFor(() => expect(currentUrl(router)).toBe('/streamers?id=2'));
    const drawer = await drawerOf('Edit Drop Zone Dan');
    expect((within(drawer).getByLabelText('Room link') as HTMLInputElement).value).toBe('http://live.example.com/dan');
    fireEvent.change(within(drawer).getByLabelText('Sort'), { target: { value: '7' } });
    fireEvent.click(within(drawer).getByRole('switch'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/streamers/2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/streamers/2')[0]?.body).toEqual({
      name: 'Drop Zone Dan',
      platform: 'huya',
      roomUrl: 'http://live.example.com/dan',
      avatar: '',
      games: [],
      sort: 7,
      enabled: true,
    });
    expect(await screen.findByText('Streamer saved.')).toBeTruthy();
  });

  it('deletes a streamer only after confirming', async () => {
    const api = stub(['owner'], { 'DELETE /api/staff/streamers/1': null });
    renderApp('/streamers');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Lane Queen' }, { timeout: 45_000 }));
    const confirm = await screen.findByText('Delete Lane Queen?');
    expect(screen.getByText('They disappear from the home page at once. This cannot be undone.')).toBeTruthy();
    expect(api.callsTo('DELETE /api/staff/streamers/1')).toHaveLength(0);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/staff/streamers/1')).toHaveLength(1));
    expect(await screen.findByText('Streamer deleted.')).toBeTruthy();
  });

  it('is not open to a recycler', async () => {
    const api = stub(['recycler']);
    renderApp('/streamers');
    expect(await screen.findByText(/403|not allowed|permission/i, {}, { timeout: 45_000 })).toBeTruthy();
    expect(api.callsTo('GET /api/staff/streamers')).toHaveLength(0);
  });
});
