import type { ClaimsReport, ClaimsReportFigures } from '@gs/shared/staff-claims-report';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const zero: ClaimsReportFigures = {
  refundCount: 0,
  refundFen: 0,
  claimsOpened: 0,
  decidedRefund: 0,
  decidedPartial: 0,
  decidedCompensate: 0,
  decidedReject: 0,
  compensationFen: 0,
  recoveredFen: 0,
  debtRepaidFen: 0,
  medianHoursToDecision: null,
};

function report(period: 'day' | 'month'): ClaimsReport {
  const day = {
    ...zero,
    refundCount: 2,
    refundFen: 132_000,
    claimsOpened: 4,
    decidedRefund: 1,
    decidedPartial: 1,
    decidedCompensate: 1,
    compensationFen: 15_000,
    recoveredFen: 35_000,
    medianHoursToDecision: 4,
  };
  return period === 'day'
    ? {
        period,
        from: '2026-11-27',
        to: '2026-11-28',
        rows: [
          { period: '2026-11-27', ...day },
          { period: '2026-11-28', ...zero, decidedReject: 1, medianHoursToDecision: 30 },
        ],
        totals: { ...day, decidedReject: 1, medianHoursToDecision: 5 },
      }
    : {
        period,
        from: '2026-01-01',
        to: '2026-11-29',
        rows: [{ period: '2026-11', ...day, decidedReject: 1, medianHoursToDecision: 5 }],
        totals: { ...day, decidedReject: 1, medianHoursToDecision: 5 },
      };
}

function stub(locale: 'en-US' | 'zh-CN' = 'en-US') {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant({ locale }),
    'GET /api/system/user/profile/newsm': buildProfile(['owner']),
    'GET /api/staff/finance/claims-report': (call: ApiCall) =>
      report(call.query.get('period') === 'month' ? 'month' : 'day'),
    'GET /api/staff/claims': { rows: [], total: 0, pageNum: 1, pageSize: 20 },
  });
}

afterEach(() => vi.unstubAllGlobals());

const reportTable = () => screen.findByRole('table', { name: 'Refunds and claims report' }, { timeout: 20_000 });

describe('the refunds and claims tab', { timeout: 60_000 }, () => {
  it('shows the counts, money and median per day with the totals; the claim counts link to the claims list', async () => {
    const api = stub();
    renderApp('/finance?tab=claims');
    const table = await reportTable();
    const first = (await within(table).findByText('2026-11-27')).closest('tr') as HTMLElement;
    expect(within(first).getByText('¥1,320.00')).toBeTruthy();
    expect(within(first).getByText('¥150.00')).toBeTruthy();
    expect(within(first).getByText('¥350.00')).toBeTruthy();
    expect(within(first).getByText('4 h')).toBeTruthy();
    const second = within(table).getByText('2026-11-28').closest('tr') as HTMLElement;
    expect(within(second).getByText('30 h')).toBeTruthy();
    const totals = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(within(totals).getByText('5 h')).toBeTruthy();

    const query = api.callsTo('GET /api/staff/finance/claims-report')[0]?.query;
    expect(query?.get('period')).toBe('day');
    expect(query?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Claims opened on 2026-11-27 (China): the list filtered by their age in hours.
    const opened = within(first).getByRole('link', { name: '4 claims opened in 2026-11-27: open the claims list' });
    const href = new URL(opened.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toMatch(/\/claims$/);
    const min = Number(href.searchParams.get('minAgeHours'));
    const max = Number(href.searchParams.get('maxAgeHours'));
    const now = Date.now();
    // 2026-11-27 00:00 China is 2026-11-26 16:00 UTC; the day ends 24 hours later.
    expect(max).toBe(Math.ceil((now - Date.parse('2026-11-26T16:00:00Z')) / 3_600_000));
    expect(min).toBe(Math.max(0, Math.floor((now - Date.parse('2026-11-27T16:00:00Z')) / 3_600_000)));
    const partial = within(first).getByRole('link', {
      name: '1 claim decided as Partial refund in 2026-11-27: open the decided claims',
    });
    expect(partial.getAttribute('href')).toMatch(/\/claims\?state=decided$/);
    // A count of zero is plain text, not a link.
    expect(within(second).queryByRole('link', { name: /claims opened/ })).toBeNull();

    fireEvent.click(opened);
    await waitFor(() => expect(api.callsTo('GET /api/staff/claims').length).toBeGreaterThan(0));
    expect(api.callsTo('GET /api/staff/claims').at(-1)?.query.get('maxAgeHours')).toBe(String(max));
  });

  it('reports by month with the same range picker', async () => {
    const api = stub();
    renderApp('/finance?tab=claims');
    await reportTable();
    fireEvent.click(screen.getByText('By month'));
    expect(await within(await reportTable()).findByText('2026-11')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/finance/claims-report').at(-1)?.query.get('period')).toBe('month');
    expect(screen.getAllByLabelText('Date range').length).toBeGreaterThan(0);
  });

  it('speaks Chinese', async () => {
    stub('zh-CN');
    renderApp('/finance?tab=claims');
    const table = await screen.findByRole('table', { name: '退款与理赔报表' }, { timeout: 20_000 });
    // Headers render twice (the fixed column's copy).
    expect(within(table).getAllByText('部分退款').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('裁定用时中位数').length).toBeGreaterThan(0);
    expect(await within(table).findByText('4 小时')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '退款与理赔' })).toBeTruthy();
  });
});
