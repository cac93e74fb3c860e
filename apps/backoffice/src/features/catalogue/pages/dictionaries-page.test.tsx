import type { StaffDictEntry } from '@gs/shared/staff-catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

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
});
