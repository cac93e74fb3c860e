import { createQueryClient } from '@gs/web/query-client';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGames } from '../lib/get-games';
import { i18n, loadLanguage } from '../lib/i18n';
import { stubApi } from '../test/fake-api';
import { AppProviders } from './providers';
import { refetchOnLanguageChange } from './refetch-on-language-change';

const game = (name: string) => ({
  id: 7,
  name,
  keyword: 'wzry',
  icon: '',
  type: 'mobile',
  initial: 'W',
  hot: true,
  listingCount: 42,
});

function GameNames() {
  const { data } = useGames();
  return (
    <ul>
      {data?.map((entry) => (
        <li key={entry.id}>{entry.name}</li>
      ))}
    </ul>
  );
}

beforeEach(async () => {
  await loadLanguage('en-US');
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refetchOnLanguageChange', () => {
  it('fetches the games on screen again in the new language when the user switches', async () => {
    const api = stubApi({
      'GET /api/web/game/Type': ({ headers }: { headers: Headers }) => [
        game(headers.get('Accept-Language') === 'en-US' ? 'Honor of Kings' : '王者荣耀'),
      ],
    });
    const queryClient = createQueryClient();
    const stop = refetchOnLanguageChange(queryClient, i18n);
    render(
      <AppProviders queryClient={queryClient}>
        <GameNames />
      </AppProviders>,
    );
    expect(await screen.findByText('王者荣耀')).toBeTruthy();

    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByText('Honor of Kings')).toBeTruthy();
    expect(screen.queryByText('王者荣耀')).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/web/game/Type')).toHaveLength(2);

    // Once stopped, a switch leaves the cache as it is.
    stop();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByText('Honor of Kings')).toBeTruthy();
  });
});
