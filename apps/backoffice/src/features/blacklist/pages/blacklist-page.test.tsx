import type { BlacklistEntry } from '@gs/shared/blacklist';
import type { StaffRole } from '@gs/shared/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { buildProfile, buildTenant } from '../../../test/fixtures';
import { currentUrl, renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entry = (overrides: Partial<BlacklistEntry> = {}): BlacklistEntry => ({
  id: 5,
  kind: 'account',
  game: { id: 3, name: 'Honor of Kings' },
  accountMasked: 'sc****01',
  seller: null,
  reasonCategory: 'retrieval',
  note: 'Recovered after the sale',
  evidence: 'Order 42 report',
  createdAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

const games = [
  {
    id: 3,
    name: 'Honor of Kings',
    keyword: 'wzry',
    icon: '',
    type: 'mobile',
    initial: 'W',
    hot: true,
    listingCount: 1,
  },
];

function stub(roles: StaffRole[], extra: Record<string, unknown | ((call: ApiCall) => unknown)> = {}) {
  setToken('staff-token');
  return stubApi({
    'GET /api/web/getTenant': buildTenant(),
    'GET /api/system/user/profile/newsm': buildProfile(roles),
    'GET /api/web/game/Type': games,
    'GET /api/staff/blacklist': { rows: [entry()], total: 1, pageNum: 1, pageSize: 20 },
    ...extra,
  });
}

async function choose(label: string, option: string, scope: HTMLElement = document.body) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('the blacklist screen', { timeout: 150_000 }, () => {
  it('lists entries masked, with filters kept in the URL', async () => {
    const api = stub(['operator']);
    const { router } = renderApp('/blacklist?kind=account');
    expect(await screen.findByText('sc****01', {}, { timeout: 45_000 })).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Retrieval fraud')).toBeTruthy();
    expect(screen.getByText('Order 42 report')).toBeTruthy();
    expect(api.callsTo('GET /api/staff/blacklist')[0]?.query.get('kind')).toBe('account');
    await choose('Reason', 'Chargeback');
    await waitFor(() => expect(currentUrl(router)).toBe('/blacklist?kind=account&reason=chargeback'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/staff/blacklist').at(-1)?.query.get('reasonCategory')).toBe('chargeback'),
    );
  });

  it('adds an account entry, with a server field error shown at its field first', async () => {
    let attempts = 0;
    const api = stub(['owner'], {
      'POST /api/staff/blacklist': () => {
        attempts += 1;
        if (attempts === 1) {
          return new Response(
            JSON.stringify({
              code: 400,
              msg: 'This game does not exist in this shop.',
              data: null,
              errorCode: 'VALIDATION_FAILED',
              fields: [{ field: 'gameId', message: 'This game does not exist in this shop.' }],
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          );
        }
        return entry({ id: 6 });
      },
    });
    renderApp('/blacklist');
    fireEvent.click(await screen.findByRole('button', { name: /Add entry/ }, { timeout: 45_000 }));
    const dialog = (await screen.findByText('Add to the blacklist')).closest('.ant-modal') as HTMLElement;
    await choose('Game', 'Honor of Kings', dialog);
    fireEvent.change(within(dialog).getByLabelText('Game account login'), { target: { value: 'scam_demo_01' } });
    fireEvent.change(within(dialog).getByLabelText('Note (staff only)'), { target: { value: 'Recovered' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('This game does not exist in this shop.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Game account login') as HTMLInputElement).value).toBe('scam_demo_01');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await waitFor(() => expect(api.callsTo('POST /api/staff/blacklist')).toHaveLength(2));
    expect(api.callsTo('POST /api/staff/blacklist')[1]?.body).toEqual({
      gameId: 3,
      account: 'scam_demo_01',
      reasonCategory: 'retrieval',
      note: 'Recovered',
      evidence: '',
    });
    expect(await screen.findByText('Added to the blacklist')).toBeTruthy();
  });

  it('removes an entry only after confirming', async () => {
    const api = stub(['operator'], { 'DELETE /api/staff/blacklist/5': { id: 5 } });
    renderApp('/blacklist');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove entry #5' }, { timeout: 45_000 }));
    const confirm = await screen.findByText('Remove from the blacklist?');
    expect(api.callsTo('DELETE /api/staff/blacklist/5')).toHaveLength(0);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/staff/blacklist/5')).toHaveLength(1));
    expect(await screen.findByText('Removed from the blacklist')).toBeTruthy();
  });

  it('shows an error state with a retry', async () => {
    stub(['operator'], { 'GET /api/staff/blacklist': envelopeResponse(403, 'Not allowed here.') });
    renderApp('/blacklist');
    expect(await screen.findByText('The blacklist could not be loaded', {}, { timeout: 45_000 })).toBeTruthy();
    expect(screen.getByText('Not allowed here.')).toBeTruthy();
  });
});
