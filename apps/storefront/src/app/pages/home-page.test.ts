import type { Game } from '@gs/shared/games';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { signal } from '../../test/signal';
import { buildTenant } from '../../test/tenant-fixture';
import { prefetchHomePage } from './home-page';

const games: Game[] = [
  {
    id: 1,
    name: '王者荣耀',
    keyword: 'wzry',
    icon: '/g1.svg',
    type: 'mobile',
    initial: 'W',
    hot: true,
    listingCount: 3,
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchHomePage (the server render)', () => {
  it("asks for the hot game's listings as soon as the games are in, not after the recent deals and streamers", async () => {
    const events: string[] = [];
    const listingsAsked = signal();
    // The deals and streamers take their time: without the overlap, the listings would be asked for only after them.
    const slow = (name: string, data: unknown) => async () => {
      await listingsAsked.firedOrAfter(300);
      events.push(`${name} answered`);
      return data;
    };
    const api = stubApi({
      'GET /api/web/game/Type': games,
      'GET /api/saleOrder/web/recently/deal': slow('deals', []),
      'GET /api/account/zhubo/list': slow('streamers', []),
      'POST /api/web/good/allList': () => {
        events.push('listings asked');
        listingsAsked.fire();
        return { rows: [], total: 0, pageNum: 1, pageSize: 8 };
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchHomePage(queryClient, new URL('http://localhost/'), buildTenant());
    expect(events[0]).toBe('listings asked');
    expect(events).toHaveLength(3);
    expect(api.callsTo('POST /api/web/good/allList')[0]?.body).toMatchObject({ gameId: 1, pageNum: 1 });
  });
});
