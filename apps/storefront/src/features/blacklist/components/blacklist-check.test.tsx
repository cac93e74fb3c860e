import { createQueryClient } from '@gs/web/query-client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { i18n } from '../../../lib/i18n';
import { type Answer, type ApiCall, envelopeResponse, stubApi } from '../../../test/fake-api';
import { BlacklistCheck } from './blacklist-check';

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

/** The fake API: the games, and the blacklist check answered by `check`. */
function answer(check: Answer) {
  return stubApi({ 'GET /api/web/game/Type': games, 'GET /api/black/blackList': check });
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
});
afterEach(() => vi.unstubAllGlobals());

describe('BlacklistCheck', () => {
  it('says when an account is blacklisted, with the reason category and date only', { timeout: 60_000 }, async () => {
    const api = answer(({ query }: ApiCall) =>
      query.get('account') === 'scam_demo_01'
        ? { listed: true, reasonCategory: 'retrieval', since: '2026-03-01T08:00:00.000Z' }
        : { listed: false, reasonCategory: null, since: null },
    );
    renderCheck();
    await pickGame('Honor of Kings');
    fireEvent.change(screen.getByLabelText('Game account'), { target: { value: '  scam_demo_01 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByText('Blacklisted: do not trade this account')).toBeTruthy();
    expect(screen.getByText(/Reason: Retrieval fraud · listed on/)).toBeTruthy();
    expect(api.callsTo('GET /api/black/blackList').map(({ query }) => Object.fromEntries(query))).toContainEqual({
      gameId: '3',
      account: 'scam_demo_01',
    });

    // Editing the input clears the old answer; a clean account says so.
    fireEvent.change(screen.getByLabelText('Game account'), { target: { value: 'clean_one' } });
    await waitFor(() => expect(screen.queryByText('Blacklisted: do not trade this account')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Not on our blacklist')).toBeTruthy();
  });

  it('asks for the game and the account, and shows a refusal (rate limit) above the form', async () => {
    answer(envelopeResponse(429, 'Too many requests; try again in 30 seconds.'));
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
