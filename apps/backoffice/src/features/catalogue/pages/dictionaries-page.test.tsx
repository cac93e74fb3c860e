import type { StaffDictEntry } from '@gs/shared/staff-catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (
  overrides: Partial<StaffDictEntry> & Pick<StaffDictEntry, 'id' | 'value' | 'label'>,
): StaffDictEntry => ({
  dictType: 'trade_fee',
  sort: 0,
  isDefault: false,
  enabled: true,
  ...overrides,
});

function stub(extra: Record<string, unknown> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['owner']),
    'GET /api/staff/catalogue/dictionaries/types': [
      { dictType: 'goods_kind', count: 3 },
      { dictType: 'trade_fee', count: 2 },
    ],
    'GET /api/staff/catalogue/dictionaries': {
      rows: [
        entry({ id: 1, value: 'retrieval_rate_bp', label: '1000' }),
        entry({ id: 2, value: 'service_fee_fen', label: '800', sort: 1 }),
      ],
      total: 2,
      pageNum: 1,
      pageSize: 50,
    },
    ...extra,
  });
}

describe('the dictionaries screen', { timeout: 150_000 }, () => {
  it('shows trade fees in their units and sends an amount typed in yuan as fen', async () => {
    const api = stub({
      'PUT /api/staff/catalogue/dictionaries/2': entry({ id: 2, value: 'service_fee_fen', label: '1250' }),
    });
    renderApp('/catalogue/dictionaries');
    expect(await screen.findByText('Retrieval guarantee rate', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('10.00% (1000 bp)')).toBeTruthy();
    expect(screen.getByText('¥8.00')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/catalogue/dictionaries')[0]?.query.get('dictType')).toBe('trade_fee');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Service fee' }));
    const dialog = (
      await screen.findByText('Edit “Service fee”', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount (yuan)' }) as HTMLInputElement;
    expect(amount.value).toBe('8.00');
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.blur(amount);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/staff/catalogue/dictionaries/2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/staff/catalogue/dictionaries/2')[0]?.body).toEqual({ label: '1250' });
  });

  it('adds an entry the shop lacks, starting from its default, with the server’s refusal under the field', async () => {
    let attempts = 0;
    const api = stub({
      'GET /api/staff/catalogue/dictionaries/missing': [
        { dictType: 'goods_state', value: 'unavailable', label: 'Unavailable' },
        { dictType: 'trade_fee', value: 'recycle_payment_hours', label: '24' },
        { dictType: 'trade_fee', value: 'bid_commission_min_fen', label: '5000' },
      ],
      'POST /api/staff/catalogue/dictionaries': (call: ApiCall) => {
        attempts += 1;
        if (attempts === 1) {
          return new Response(
            JSON.stringify({
              code: 400,
              msg: 'Enter an amount from ¥0.00 to ¥99999999.99, to the fen.',
              data: null,
              errorCode: 'VALIDATION_FAILED',
              fields: [{ field: 'body.label', message: 'Enter an amount from ¥0.00 to ¥99999999.99, to the fen.' }],
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return entry({ id: 9, ...(call.body as Pick<StaffDictEntry, 'value' | 'label'>), sort: 11 });
      },
    });
    const { router } = renderApp('/catalogue/dictionaries?type=trade_fee');
    const add = await screen.findByRole('button', { name: /Add entry/ }, { timeout: 45_000 });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    const dialog = (
      await screen.findByText('Add a dictionary entry', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    // The page's dictionary first, with its first missing key and that key's default.
    expect(within(dialog).getByTitle('Trade fees')).toBeTruthy();
    expect(within(dialog).getByTitle('Recycler payment window (recycle_payment_hours)')).toBeTruthy();
    expect((within(dialog).getByRole('spinbutton', { name: 'Hours' }) as HTMLInputElement).value).toBe('24');

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Setting' }));
    fireEvent.click(
      await screen.findByText('Bidding commission minimum (bid_commission_min_fen)', {
        selector: '.ant-select-item-option-content',
      }),
    );
    const amount = (await within(dialog).findByRole('spinbutton', { name: 'Amount (yuan)' })) as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    fireEvent.change(amount, { target: { value: '75' } });
    fireEvent.blur(amount);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('Enter an amount from ¥0.00 to ¥99999999.99, to the fen.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/catalogue/dictionaries')).toHaveLength(2));
    expect(api.callsTo('POST /api/staff/catalogue/dictionaries')[1]?.body).toEqual({
      dictType: 'trade_fee',
      value: 'bid_commission_min_fen',
      label: '7500',
    });
    expect(await screen.findByText('“Bidding commission minimum” is added; it applies at once.')).toBeTruthy();
    expect(currentUrl(router)).toBe('/catalogue/dictionaries?type=trade_fee');
    // The lists are read again: the new row and what is still missing.
    await waitFor(() => expect(api.callsTo('GET /api/staff/catalogue/dictionaries/missing')).toHaveLength(2));
  });

  it('disables "Add entry" when the shop has every known entry', async () => {
    stub({ 'GET /api/staff/catalogue/dictionaries/missing': [] });
    renderApp('/catalogue/dictionaries');
    await screen.findByText('Retrieval guarantee rate', {}, { timeout: 45_000 });
    const add = screen.getByRole('button', { name: /Add entry/ }) as HTMLButtonElement;
    await waitFor(() => expect(add.disabled).toBe(true));
  });
});
