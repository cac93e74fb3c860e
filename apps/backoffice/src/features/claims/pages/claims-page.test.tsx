import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { claimRow, stubClaimsApi } from './claim-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The open picker's option whose label is `label`. */
async function pickOption(combobox: HTMLElement, label: string) {
  fireEvent.mouseDown(combobox);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === label && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the claims queue', { timeout: 150_000 }, () => {
  it('lists claims with their reason, state, guarantee, paid amount and the overdue marker', async () => {
    stubClaimsApi({
      'GET /api/staff/claims': {
        rows: [claimRow(), claimRow({ id: 32, orderNo: 'D2026112600078', overdue: false, state: 'in_review' })],
        total: 2,
        pageNum: 1,
        pageSize: 20,
      },
    });
    renderApp('/claims');
    const link = await screen.findByRole(
      'button',
      { name: 'Open the claim on order D2026112500077' },
      { timeout: 45_000 },
    );
    const first = link.closest('tr') as HTMLElement;
    expect(within(first).getByText('Account retrieved')).toBeTruthy();
    expect(within(first).getByText('Submitted')).toBeTruthy();
    expect(within(first).getByText('Retrieval guarantee')).toBeTruthy();
    expect(within(first).getByText('¥120.00')).toBeTruthy();
    expect(within(first).getByText('Overdue')).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Open the claim on order D2026112600078' }).closest('tr');
    expect(within(second as HTMLElement).getByText('In review')).toBeTruthy();
    expect(within(second as HTMLElement).queryByText('Overdue')).toBeNull();
    expect(screen.getByText('2 claims')).toBeTruthy();
  });

  it('writes the filters to the URL and asks the server with them; reads them back from a link', async () => {
    const api = stubClaimsApi({
      'GET /api/staff/claims': (call: { query: URLSearchParams }) =>
        call.query.get('overdue') === 'true'
          ? { rows: [], total: 0, pageNum: 1, pageSize: 20 }
          : { rows: [claimRow()], total: 1, pageNum: 1, pageSize: 20 },
    });
    const { router } = renderApp('/claims?reason=banned&minAgeHours=24&maxAgeHours=72');
    await screen.findByRole('button', { name: 'Open the claim on order D2026112500077' }, { timeout: 45_000 });
    const first = api.callsTo('GET /api/staff/claims')[0]?.query;
    expect(first?.get('reason')).toBe('banned');
    expect(first?.get('minAgeHours')).toBe('24');
    expect(first?.get('maxAgeHours')).toBe('72');
    expect(first?.has('overdue')).toBe(false);

    await pickOption(screen.getByRole('combobox', { name: 'State' }), 'Waiting for buyer');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/claims?reason=banned&minAgeHours=24&maxAgeHours=72&state=waiting_buyer'),
    );
    await pickOption(screen.getByRole('combobox', { name: 'Age' }), 'Over 7 days');
    await waitFor(() => expect(currentUrl(router)).toBe('/claims?reason=banned&minAgeHours=168&state=waiting_buyer'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Overdue only/ }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/claims?reason=banned&minAgeHours=168&state=waiting_buyer&overdue=true'),
    );
    expect(await screen.findByText('No claims match these filters. Clear a filter to see more.')).toBeTruthy();
    const last = api.callsTo('GET /api/staff/claims').at(-1)?.query;
    expect(last?.get('state')).toBe('waiting_buyer');
    expect(last?.get('overdue')).toBe('true');
    expect(last?.get('minAgeHours')).toBe('168');
    expect(last?.has('maxAgeHours')).toBe(false);
  });
});
