import type { StaffBulkResult } from '@gs/shared/staff-listings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUrl, renderApp } from '../../../test/render-app';
import { buildDetail, buildListing, findDialog, stubListingsApi } from '../testing/listing-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const onSale = buildListing({
  id: 21,
  number: 'JS21',
  title: 'Diamond account on sale',
  status: 'on_sale',
  actions: ['edit', 'take_down', 'replace_credentials'],
});
const locked = buildListing({
  id: 22,
  number: 'JS22',
  title: 'Account held by an order',
  status: 'locked',
  actions: [],
});
const down = buildListing({
  id: 23,
  number: 'JS23',
  title: 'Account already down',
  status: 'off_shelf',
  actions: ['edit', 'put_up', 'replace_credentials'],
});
const page = { rows: [onSale, locked, down], total: 3, pageNum: 1, pageSize: 20 };

const bulkResult: StaffBulkResult = {
  action: 'down',
  results: [
    { id: 21, ok: true, outcome: 'changed', status: 'off_shelf' },
    {
      id: 22,
      ok: false,
      outcome: 'failed',
      status: 'locked',
      code: 'CONFLICT',
      msg: 'This listing is in a trade (an order holds it): it cannot be changed or taken down now.',
    },
    {
      id: 23,
      ok: true,
      outcome: 'skipped',
      status: 'off_shelf',
      code: 'ALREADY_IN_STATE',
      msg: 'This listing is already taken down.',
    },
  ],
  summary: {
    changed: 1,
    skipped: 1,
    failed: 1,
    reasons: [
      {
        outcome: 'failed',
        code: 'CONFLICT',
        msg: 'This listing is in a trade (an order holds it): it cannot be changed or taken down now.',
        count: 1,
      },
      { outcome: 'skipped', code: 'ALREADY_IN_STATE', msg: 'This listing is already taken down.', count: 1 },
    ],
  },
};

describe('all listings', { timeout: 150_000 }, () => {
  it('keeps the filters in the URL and sends them to the server', async () => {
    const api = stubListingsApi({ 'GET /api/staff/listings': page });
    const { router } = renderApp('/listings?status=on_sale&sort=price&order=asc');
    expect(await screen.findByRole('button', { name: 'Diamond account on sale' }, { timeout: 45_000 })).toBeTruthy();
    const firstCall = api.callsTo('GET /api/staff/listings')[0];
    expect(firstCall?.query.get('status')).toBe('on_sale');
    expect(firstCall?.query.get('sort')).toBe('price');
    const filters = screen.getByRole('search', { name: 'Listing filters' });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Title contains' }), {
      target: { value: 'diamond' },
    });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Seller phone or user ID' }), {
      target: { value: '13800000005' },
    });
    fireEvent.click(within(filters).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(currentUrl(router)).toBe('/listings?keyword=diamond&status=on_sale&seller=13800000005'));
    await waitFor(() => expect(api.callsTo('GET /api/staff/listings').at(-1)?.query.get('keyword')).toBe('diamond'));
    expect(api.callsTo('GET /api/staff/listings').at(-1)?.query.get('seller')).toBe('13800000005');
  });

  it('takes the selected listings down with a reason and sums up what changed, was skipped and failed', async () => {
    const api = stubListingsApi({ 'GET /api/staff/listings': page, 'POST /api/staff/listings/bulk': bulkResult });
    renderApp('/listings');
    await screen.findByRole('button', { name: 'Diamond account on sale' }, { timeout: 45_000 });
    const checkboxes = screen.getAllByRole('checkbox');
    // The first is "select all": take each row's instead.
    for (const box of checkboxes.slice(1)) fireEvent.click(box);
    expect(await screen.findByText('3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Take down/ }));
    const modal = await findDialog('Take down 3 listings');
    fireEvent.change(within(modal).getByRole('textbox'), { target: { value: 'Season reset' } });
    fireEvent.click(within(modal).getByRole('button', { name: /Take down/ }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/listings/bulk')).toHaveLength(1));
    expect(api.callsTo('POST /api/staff/listings/bulk')[0]?.body).toEqual({
      action: 'down',
      ids: [21, 22, 23],
      reason: 'Season reset',
    });
    const summary = await findDialog('Bulk Take down: result');
    expect(
      within(summary).getByText(
        '1 failed: This listing is in a trade (an order holds it): it cannot be changed or taken down now.',
      ),
    ).toBeTruthy();
    expect(within(summary).getByText('1 skipped: This listing is already taken down.')).toBeTruthy();
    expect(within(summary).getAllByText('Failed').length).toBeGreaterThan(0);
  });

  it('shows the server’s field errors of an edit under the fields, the attribute ones included', async () => {
    const api = stubListingsApi({
      'GET /api/staff/listings': page,
      'GET /api/staff/listings/21': buildDetail({ ...onSale }),
      'PUT /api/staff/listings/21': new Response(
        JSON.stringify({
          code: 400,
          msg: 'Check the attributes: Rank',
          data: null,
          errorCode: 'VALIDATION_FAILED',
          fields: [
            { field: 'attrs.101', message: 'Rank: this choice is not one of its options' },
            { field: 'body.title', message: 'The title is already used by another listing' },
          ],
        }),
        { status: 400, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    renderApp('/listings?id=21');
    fireEvent.click(await screen.findByRole('tab', { name: 'Edit' }, { timeout: 45_000 }));
    const form = await screen.findByRole('form', { name: 'Edit the listing' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Diamond account, fixed' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Rank: this choice is not one of its options')).toBeTruthy();
    expect(within(form).getByText('The title is already used by another listing')).toBeTruthy();
    const put = api.callsTo('PUT /api/staff/listings/21')[0];
    expect(put?.body).toEqual({
      title: 'Diamond account, fixed',
      description: 'Original owner, bound phone can be changed.',
      priceFen: 128_000,
      attrs: { '101': 1001, '102': 120 },
    });
  });
});
