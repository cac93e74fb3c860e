import { type PendingQueueKey, type PendingWork, pendingQueueKeys } from '@gs/shared/staff-dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildPage, buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

// jsdom draws no canvas: the dashboard's charts are left out here (the dashboard's own test reads them).
vi.mock('echarts-for-react/esm/core', () => ({ default: () => null }));

/** Every queue an owner works on, counts 1 to 13 in the order shown. */
const ownerWork: PendingWork = {
  generatedAt: '2026-11-25T04:00:00.000Z',
  queues: pendingQueueKeys.map((key, index) => ({ key, count: index + 1 })),
};

/** What each tile is called and the filtered list it opens. */
const tiles: Record<PendingQueueKey, [string, string]> = {
  listingReviews: ['Listings to review', '/listings/review'],
  recycleSubmitted: ['Quick recycles to verify', '/recycling?status=submitted'],
  recycleVerifying: ['Quick recycles being verified', '/recycling?status=verifying'],
  ordersInTrade: ['Orders in trade', '/orders?status=in_trade'],
  afterSales: ['Orders in after-sale', '/orders?status=after_sale'],
  claimsSubmitted: ['Claims to take up', '/claims?state=submitted'],
  claimsInReview: ['Claims in review', '/claims?state=in_review'],
  withdrawals: ['Withdrawals to pay', '/withdrawals?status=pending'],
  realNameReviews: ['Real-name reviews', '/realname'],
  merchantApplications: ['Merchant applications to decide', '/merchant-applications?status=pending'],
  bidPool: ['Open bidding requests', '/recycling/pool'],
  feedbackOpen: ['Open feedback', '/feedback?status=open'],
  chatsUnassigned: ['Unassigned chats', '/chat?tab=unassigned'],
};

const period = { from: '', to: '', gmvFen: 0, paidOrders: 0, orders: 0 };
const dashboard = {
  generatedAt: '2026-11-25T04:00:00.000Z',
  timeZone: 'Asia/Shanghai',
  today: { current: period, previous: period },
  last7Days: { current: period, previous: period },
  last30Days: { current: period, previous: period },
  trafficAsOf: '2026-11-25T04:00:00.000Z',
  ordersByStatus: [],
  funnel: { from: '', to: '', visitors: 0, detailViewers: 0, buyers: 0, payers: 0 },
  topGames: [],
  topListings: [],
};

function stubStaff(roles: ('owner' | 'operator' | 'recycler')[], work: unknown = ownerWork) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles, { nickName: 'Lin' }),
    'GET /api/staff/pending-work': work,
    'GET /api/staff/dashboard': dashboard,
    'GET /api/staff/dashboard/series': { days: 30, generatedAt: '', current: [], previous: [] },
    'GET /api/staff/orders': buildPage(4),
    'GET /api/staff/claims': buildPage(6),
  });
}

/** The tiles under a "Pending work" block: each queue's region name, count and link. */
async function tilesOf(block: HTMLElement) {
  const regions = await within(block).findAllByRole('region');
  return regions.map((region) => {
    const link = within(region).getByRole('link');
    return {
      name: region.querySelector('h3')?.textContent,
      count: region.querySelector('.ant-statistic-content-value')?.textContent,
      href: link.getAttribute('href'),
      // The link is named by what it shows: the queue, then its count.
      label: link.textContent,
    };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the pending work on Home and the dashboard', { timeout: 120_000 }, () => {
  it('shows the same tiles on both, each a link to its list with the filter in the URL', async () => {
    const api = stubStaff(['owner']);
    const { router } = renderApp('/');
    const home = await tilesOf(await screen.findByRole('region', { name: 'Pending work' }));
    expect(home).toEqual(
      pendingQueueKeys.map((key, index) => ({
        name: tiles[key][0],
        count: String(index + 1),
        href: tiles[key][1],
        label: `${tiles[key][0]}${index + 1}`,
      })),
    );
    // One call answers every count: no list is asked for a page to count it.
    expect(api.callsTo('GET /api/staff/pending-work')).toHaveLength(1);
    expect(api.callsTo('GET /api/staff/orders')).toHaveLength(0);

    await router.navigate('/dashboard');
    const block = await screen.findByRole('region', { name: 'Pending work' });
    await within(block).findByRole('region', { name: 'Orders in trade' });
    expect(await tilesOf(block)).toEqual(home);
  });

  it('opens the filtered list: the orders in trade, the claims to take up', async () => {
    const api = stubStaff(['owner']);
    const { router } = renderApp('/');
    fireEvent.click(within(await screen.findByRole('region', { name: 'Orders in trade' })).getByRole('link'));
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?status=in_trade'));
    // The orders screen reads the filter from the URL and asks the server for those orders only.
    await waitFor(() => expect(api.callsTo('GET /api/staff/orders').at(-1)?.query.get('status')).toBe('in_trade'));

    await router.navigate('/');
    fireEvent.click(within(await screen.findByRole('region', { name: 'Claims to take up' })).getByRole('link'));
    await waitFor(() => expect(currentUrl(router)).toBe('/claims?state=submitted'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/claims').at(-1)?.query.get('state')).toBe('submitted'));
  });

  it('shows only the queues the server answers for the roles, says when there are none, and retries a failure', async () => {
    stubStaff(['recycler'], { generatedAt: '', queues: [{ key: 'bidPool', count: 7 }] });
    const first = renderApp('/');
    const pool = await screen.findByRole('region', { name: 'Open bidding requests' });
    expect(within(pool).getByRole('link').getAttribute('href')).toBe('/recycling/pool');
    expect(screen.queryByRole('region', { name: 'Listings to review' })).toBeNull();
    first.unmount();

    stubStaff(['operator'], { generatedAt: '', queues: [] });
    const second = renderApp('/');
    expect(await screen.findByText('Your roles have no work queues.')).toBeTruthy();
    second.unmount();

    let fail = true;
    stubStaff(['operator'], () => (fail ? envelopeResponse(500, 'Database busy') : ownerWork));
    renderApp('/');
    expect(await screen.findByText('Database busy', {}, { timeout: 30_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('region', { name: 'Withdrawals to pay' })).toBeTruthy();
  });
});
