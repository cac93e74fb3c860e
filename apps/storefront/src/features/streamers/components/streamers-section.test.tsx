import type { Streamer } from '@gs/shared/streamers';
import type { DecorationEntry } from '@gs/shared/tenant';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { frameAnswers, stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

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

/** The frame with `decoration` on the home page, and the tenant's streamers. */
const answer = (decoration: DecorationEntry[], list: Streamer[]) =>
  stubApi({
    ...frameAnswers(),
    'GET /api/web/decoration/type': decoration,
    'GET /api/account/zhubo/list': list,
  });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// The home page in the frame, which places the section where the tenant's decoration says.

describe('StreamersSection on the home page', () => {
  it('shows the placed section with each streamer and a safe "Watch" link', async () => {
    const api = answer(placed, streamers);
    renderApp('/');
    // The first render loads the frame's and the home page's lazy chunks, slow on a loaded machine.
    const section = await screen.findByRole('region', { name: 'Our streamers' }, { timeout: 30_000 });
    // A long name takes two lines beside "Watch" and is clipped after them: its full text is the title.
    expect((await within(section).findByText('Lane Queen')).getAttribute('title')).toBe('Lane Queen');
    expect(within(section).getByText('Douyin')).toBeTruthy();
    expect(within(section).getByText('Plays: Honor of Kings · PUBG Mobile')).toBeTruthy();
    const watch = within(section).getByRole('link', { name: 'Watch Lane Queen on Douyin' });
    expect(watch.getAttribute('href')).toBe('https://live.example.com/douyin/1');
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(watch.getAttribute('rel')).toContain('noopener');
    // A room address that is not http(s) gets no link at all.
    expect(within(section).getByText('Sneaky')).toBeTruthy();
    expect(within(section).queryByRole('link', { name: /Sneaky/ })).toBeNull();
    expect(api.callsTo('GET /api/account/zhubo/list').map((call) => call.query.get('createId'))).toEqual(['1']);
  });

  it('says so when there are none, and is absent where the decoration does not place it', async () => {
    answer(placed, []);
    const view = renderApp('/');
    expect(await screen.findByText('No streamers yet.', {}, { timeout: 30_000 })).toBeTruthy();
    view.unmount();

    const api = answer([], streamers);
    renderApp('/');
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Our streamers' })).toBeNull();
    expect(api.callsTo('GET /api/account/zhubo/list')).toHaveLength(0);
  });
});
