import { ApiError } from '@gs/web/api-error';
import { createQueryClient } from '@gs/web/query-client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../lib/i18n';
import { api } from '../../../lib/request';
import { BlacklistCheck } from './blacklist-check';

vi.mock('../../../lib/request', () => ({
  api: { get: vi.fn(), post: vi.fn(), put: vi.fn() },
  getApiBase: () => '/api',
}));
const getMock = vi.mocked(api.get);

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
  { id: 4, name: 'Genshin Impact', keyword: 'ys', icon: '', type: 'mobile', initial: 'Y', hot: false, listingCount: 2 },
];

function answer(check: (params: Record<string, unknown>) => unknown) {
  getMock.mockImplementation(async (path, params) => {
    if (path === '/api/web/game/Type') return games;
    if (path === '/api/black/blackList') return check((params ?? {}) as Record<string, unknown>);
    return [];
  });
}

function renderCheck() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <BlacklistCheck />
    </AppProviders>,
  );
}

async function pickGame(name: string) {
  fireEvent.mouseDown(await screen.findByLabelText('Game', undefined, { timeout: 30_000 }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === name && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  getMock.mockReset();
});
afterEach(() => vi.clearAllMocks());

describe('BlacklistCheck', () => {
  it('says when an account is blacklisted, with the reason category and date only', { timeout: 60_000 }, async () => {
    answer((params) =>
      params.account === 'scam_demo_01'
        ? { listed: true, reasonCategory: 'retrieval', since: '2026-03-01T08:00:00.000Z' }
        : { listed: false, reasonCategory: null, since: null },
    );
    renderCheck();
    await pickGame('Honor of Kings');
    fireEvent.change(screen.getByLabelText('Game account'), { target: { value: '  scam_demo_01 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('Blacklisted: do not trade this account')).toBeTruthy();
    expect(screen.getByText(/Reason: Retrieval fraud · listed on/)).toBeTruthy();
    expect(getMock).toHaveBeenCalledWith('/api/black/blackList', { gameId: 3, account: 'scam_demo_01' });

    // Editing the input clears the old answer; a clean account says so.
    fireEvent.change(screen.getByLabelText('Game account'), { target: { value: 'clean_one' } });
    await waitFor(() => expect(screen.queryByText('Blacklisted: do not trade this account')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Not on our blacklist')).toBeTruthy();
  });

  it('asks for the game and the account, and shows a refusal (rate limit) above the form', async () => {
    answer(() => {
      throw new ApiError({ code: 429, msg: 'Too many requests; try again in 30 seconds.', status: 429 });
    });
    renderCheck();
    fireEvent.click(await screen.findByRole('button', { name: 'Check' }, { timeout: 30_000 }));
    expect(await screen.findByText('Choose the game')).toBeTruthy();
    expect(await screen.findByText('Enter the game account')).toBeTruthy();

    await pickGame('Genshin Impact');
    fireEvent.change(screen.getByLabelText('Game account'), { target: { value: 'someone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Too many requests; try again in 30 seconds.')).toBeTruthy();
    expect((screen.getByLabelText('Game account') as HTMLInputElement).value).toBe('someone');
  });
});
