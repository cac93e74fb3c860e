import { fakeMatchMedia } from '@gs/web/test/jsdom-setup';
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

  it('on a phone, a table scrolls sideways inside its own card; on a wide screen it keeps its own layout', async () => {
    const showOutbox = async () => {
      setToken('staff-token');
      stubApi({
        'GET /api/web/getTenant': buildTenant(),
        'GET /api/system/user/profile/newsm': buildProfile(['operator']),
        'GET /api/staff/sms/outbox': { rows: [] },
      });
      const view = renderApp('/sms-outbox');
      await screen.findByRole('heading', { name: 'SMS outbox' }, { timeout: 45_000 });
      const table = (await screen.findByRole('table')) as HTMLElement;
      return { view, table };
    };

    const wide = await showOutbox();
    expect(wide.table.style.width).toBe('');
    wide.view.unmount();

    vi.stubGlobal(
      'matchMedia',
      fakeMatchMedia((query) => query.includes('max-width: 767.98px')),
    );
    const phone = await showOutbox();
    // The SMS outbox's table sets no scroll of its own: the shell's phone default makes it as wide as its columns
    // need, inside a scrolling box of its own, so neither the page nor the screen's panel scrolls sideways.
    expect(phone.table.style.width).toBe('max-content');
    expect(phone.table.closest('.ant-table-content')).toBeTruthy();
  });
});
