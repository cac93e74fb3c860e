import type { Streamer } from '@gs/shared/streamers';
import type { DecorationEntry } from '@gs/shared/tenant';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { answerFrameGets } from '../../../test/api-answers';
import { renderApp } from '../../../test/render-app';

vi.mock('../../../lib/request', () => ({ api: { get: vi.fn(), post: vi.fn(), put: vi.fn() } }));
const getMock = vi.mocked(api.get);

const placed: DecorationEntry[] = [
  { area: 6, decorationInfos: [{ id: 60, image: '', title: 'Our streamers', link: '', sort: 0 }] },
];
const streamers: Streamer[] = [
  {
    id: 1,
    name: 'Lane Queen',
    platform: 'douyin',
    roomUrl: 'https://live.example.com/douyin/1',
    avatar: '/uploads/a.svg',
    games: ['Honor of Kings', 'PUBG Mobile'],
    sort: 0,
  },
  { id: 2, name: 'Sneaky', platform: 'other', roomUrl: 'javascript:alert(1)', avatar: '', games: [], sort: 1 },
];

function answer(decoration: DecorationEntry[], list: Streamer[]) {
  answerFrameGets(getMock, { extra: { '/api/account/zhubo/list': list } });
  const frame = getMock.getMockImplementation();
  getMock.mockImplementation(async (path, ...rest) =>
    path === '/api/web/decoration/type' ? decoration : frame?.(path, ...rest),
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('StreamersSection on the home page', () => {
  it('shows the placed section with each streamer and a safe "Watch" link', async () => {
    answer(placed, streamers);
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Our streamers' });
    expect(await within(section).findByText('Lane Queen')).toBeTruthy();
    expect(within(section).getByText('Douyin')).toBeTruthy();
    expect(within(section).getByText('Plays: Honor of Kings · PUBG Mobile')).toBeTruthy();
    const watch = within(section).getByRole('link', { name: 'Watch Lane Queen on Douyin' });
    expect(watch.getAttribute('href')).toBe('https://live.example.com/douyin/1');
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(watch.getAttribute('rel')).toContain('noopener');
    // A room address that is not http(s) gets no link at all.
    expect(within(section).getByText('Sneaky')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Sneaky/ })).toBeNull();
    expect(getMock).toHaveBeenCalledWith('/api/account/zhubo/list', { createId: 1 }, expect.anything());
  });

  it('says so when there are none, and is absent where the decoration does not place it', async () => {
    answer(placed, []);
    const view = renderApp('/');
    expect(await screen.findByText('No streamers yet.')).toBeTruthy();
    view.unmount();
    getMock.mockClear();

    answer([], streamers);
    renderApp('/');
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Our streamers' })).toBeNull();
    expect(getMock.mock.calls.some(([path]) => path === '/api/account/zhubo/list')).toBe(false);
  });
});
