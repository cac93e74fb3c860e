import type { Dashboard } from '@gs/shared/staff-dashboard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// jsdom draws no canvas: the chart library is replaced at its React component, which lists what it was given
// (inside the chart's aria-hidden box, so read as plain elements).
vi.mock('echarts-for-react/esm/core', () => ({
  default: ({ option }: { option: { series: { type: string; data: { name: string; value: number }[] }[] } }) => (
    <ul data-testid={`chart-${option.series[0]?.type}`}>
      {option.series[0]?.data.map((item) => (
        <li key={item.name}>{`${item.name}=${item.value}`}</li>
      ))}
    </ul>
  ),
}));

const period = (gmvFen: number, orders: number) => ({
  from: '2026-11-25T00:00:00+08:00',
  to: '2026-11-25T12:00:00+08:00',
  gmvFen,
  paidOrders: orders,
  orders,
});

function buildDashboard(): Dashboard {
  return {
    generatedAt: '2026-11-25T04:00:00.000Z',
    timeZone: 'Asia/Shanghai',
    today: { current: period(150_000, 3), previous: period(100_000, 0) },
    last7Days: { current: period(800_000, 10), previous: period(1_000_000, 10) },
    last30Days: { current: period(0, 0), previous: period(0, 0) },
    trafficAsOf: '2026-11-25T04:00:00.000Z',
    ordersByStatus: [
      { status: 'pending_payment', count: 2 },
      { status: 'paid_deposit', count: 0 },
      { status: 'in_trade', count: 4 },
      { status: 'completed', count: 9 },
      { status: 'cancelled', count: 0 },
      { status: 'refunded', count: 1 },
      { status: 'after_sale', count: 0 },
    ],
    funnel: { from: '', to: '', visitors: 1000, detailViewers: 400, buyers: 20, payers: 15 },
    topGames: [{ gameId: 1, name: 'Honor of Kings', gmvFen: 650_000, paidOrders: 7 }],
    topListings: [
      {
        listingId: 9,
        number: 'G2026000009',
        title: 'Full-skin account',
        gameId: 1,
        gameName: 'Honor of Kings',
        priceFen: 128_000,
        status: 'on_sale',
        views: 321,
      },
    ],
  };
}

function stubStaff(roles: ('owner' | 'operator' | 'recycler')[], dashboard: unknown = buildDashboard()) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/staff/dashboard': dashboard,
    'GET /api/staff/pending-work': {
      generatedAt: '2026-11-25T04:00:00.000Z',
      queues: [
        { key: 'listingReviews', count: 5 },
        { key: 'ordersInTrade', count: 2 },
        { key: 'withdrawals', count: 3 },
      ],
    },
    'GET /api/staff/dashboard/series': (call: ApiCall) => buildSeries(Number(call.query.get('days'))),
  });
}

/** `days` China days ending 25 November: GMV ¥10 × the day's number, one order a day; the period before half of it. */
function buildSeries(days: number) {
  const day = (offset: number, factor: number) => {
    const at = new Date(Date.UTC(2026, 10, 25) - offset * 86_400_000);
    return {
      day: at.toISOString().slice(0, 10),
      gmvFen: factor * 1_000 * at.getUTCDate(),
      paidOrders: 1,
      orders: 1,
      visitors: 10 * factor,
    };
  };
  return {
    days,
    generatedAt: '2026-11-25T04:00:00.000Z',
    current: Array.from({ length: days }, (_, i) => day(days - 1 - i, 2)),
    previous: Array.from({ length: days }, (_, i) => day(2 * days - 1 - i, 1)),
  };
}

const region = (name: string) => screen.findByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the dashboard', { timeout: 120_000 }, () => {
  it('draws the daily trend of 30 or 90 days for the figure chosen, the period before as a second line', async () => {
    const api = stubStaff(['owner']);
    renderApp('/dashboard');
    const trend = await region('Daily trend');
    const line = await within(trend).findByTestId('chart-line');
    const points = () => [...line.querySelectorAll('li')].map((item) => item.textContent);
    expect(points()).toHaveLength(30);
    // GMV in yuan per China day, the last day 25 November.
    expect(points().at(-1)).toBe('2026-11-25=500');
    expect(within(trend).getByLabelText(/GMV per day: ¥[\d,.]+ in the last 30 days/)).toBeTruthy();

    fireEvent.click(within(trend).getByText('Visitors'));
    await waitFor(() => expect(points().at(-1)).toBe('2026-11-25=20'));
    fireEvent.click(within(trend).getByText('90 days'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/dashboard/series').at(-1)?.query.get('days')).toBe('90'));
    await waitFor(() => expect([...within(trend).getByTestId('chart-line').querySelectorAll('li')]).toHaveLength(90));
  });

  it('shows GMV and orders against the previous periods, the charts, the tops and the queues', async () => {
    stubStaff(['operator']);
    renderApp('/dashboard');

    const today = await region('Today');
    expect(within(today).getByText('¥1,500.00')).toBeTruthy();
    expect(within(today).getByLabelText('Up 50%')).toBeTruthy();
    // No orders the day before: no percentage to show.
    expect(within(today).getByLabelText('No comparison: the previous period had none')).toBeTruthy();
    const week = await region('Last 7 days');
    expect(within(week).getByText('¥8,000.00')).toBeTruthy();
    expect(within(week).getByLabelText('Down 20%')).toBeTruthy();
    expect(within(week).getByText('0%')).toBeTruthy();

    const pending = await region('Pending work');
    const reviews = await within(pending).findByRole('link', { name: /^Listings to review\s*5$/ });
    expect(reviews.getAttribute('href')).toBe('/listings/review');
    expect(
      within(pending)
        .getByRole('link', { name: /^Orders in trade\s*2$/ })
        .getAttribute('href'),
    ).toBe('/orders?status=in_trade');
    expect(
      within(pending)
        .getByRole('link', { name: /^Withdrawals to pay\s*3$/ })
        .getAttribute('href'),
    ).toBe('/withdrawals?status=pending');

    // States with no orders are left out of the ring.
    const pie = await screen.findByTestId('chart-pie');
    expect([...pie.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Awaiting payment=2',
      'In trade=4',
      'Completed=9',
      'Refunded=1',
    ]);
    const funnel = await screen.findByTestId('chart-funnel');
    expect([...funnel.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Visitors=1000',
      'Detail viewers · 40%=400',
      'Buyers · 5%=20',
      'Payers · 75%=15',
    ]);

    const games = within(await region('Top games by GMV (last 30 days)')).getByRole('table');
    expect(within(games).getByText('Honor of Kings')).toBeTruthy();
    expect(within(games).getByText('¥6,500.00')).toBeTruthy();
    const listings = within(await region('Most viewed listings (last 30 days)')).getByRole('table');
    expect(within(listings).getByText('Full-skin account')).toBeTruthy();
    expect(within(listings).getByText('321')).toBeTruthy();
  });

  it('says when the figures could not be loaded and loads them again on retry and refresh', async () => {
    let fail = true;
    const api = stubStaff(['owner'], () => (fail ? envelopeResponse(500, 'Database busy') : buildDashboard()));
    renderApp('/dashboard');
    expect(await screen.findByText('Database busy', {}, { timeout: 30_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await region('Today')).toBeTruthy();
    const calls = api.callsTo('GET /api/staff/dashboard').length;
    fireEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(api.callsTo('GET /api/staff/dashboard').length).toBe(calls + 1));
  });

  it("is not a recycler's screen: 403 and no call", async () => {
    const api = stubStaff(['recycler']);
    renderApp('/dashboard');
    expect(await screen.findByText('403')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/dashboard')).toHaveLength(0);
  });
});
