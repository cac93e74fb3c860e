import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/storage';
import { stubApi } from '../../test/fake-api';
import { buildProfile, buildTenant } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the back-office shell', { timeout: 120_000 }, () => {
  it('has exactly one main landmark, holding the screen', async () => {
    setToken('staff-token');
    stubApi({
      'GET /api/web/getTenant': buildTenant(),
      'GET /api/system/user/profile/newsm': buildProfile(['operator']),
      'GET /api/staff/sms/outbox': { rows: [] },
    });
    renderApp('/sms-outbox');
    const heading = await screen.findByRole('heading', { name: 'SMS outbox' }, { timeout: 45_000 });
    const mains = screen.getAllByRole('main');
    expect(mains).toHaveLength(1);
    expect(within(mains[0] as HTMLElement).getByRole('heading', { name: 'SMS outbox' })).toBe(heading);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});
