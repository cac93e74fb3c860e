import type { SmsOutboxMessage } from '@gs/shared/identity';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const message = (overrides: Partial<SmsOutboxMessage> = {}): SmsOutboxMessage => ({
  id: 1,
  phone: '13800000001',
  scene: 'login',
  body: '【Demo】Your code is ******, valid for 5 minutes.',
  provider: 'log',
  status: 'sent',
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

function stub() {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(['operator']),
    'GET /api/staff/sms/outbox': {
      rows: [
        message(),
        message({ id: 2, scene: 'notice.claim-opened', body: 'A claim was opened.', provider: 'aliyun' }),
        message({ id: 3, provider: 'carrier-x', status: 'failed' }),
      ],
    },
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the SMS outbox screen', { timeout: 120_000 }, () => {
  it('names the provider of each message, and shows codes only masked', async () => {
    stub();
    renderApp('/sms-outbox');
    expect(await screen.findByText('Aliyun SMS', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Provider' })).toBeTruthy();
    const rows = screen.getAllByRole('row').filter((row) => row.getAttribute('data-row-key'));
    expect(rows).toHaveLength(3);
    expect(cellsOf(rows[0] as HTMLElement)).toContain('Server log (no SMS)');
    expect(cellsOf(rows[1] as HTMLElement)).toContain('Aliyun SMS');
    // An unknown provider shows its stored name.
    expect(cellsOf(rows[2] as HTMLElement)).toContain('carrier-x');
    expect(cellsOf(rows[0] as HTMLElement)).toContain('【Demo】Your code is ******, valid for 5 minutes.');
  });
});
