import type { Game } from '@gs/shared/games';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { renderPage } from '../../../../test/render-routes';
import { HotGames } from './hot-games';

const game = (id: number, name: string, hot = true): Game => ({
  id,
  name,
  keyword: '',
  icon: `/uploads/${id}.svg`,
  type: 'pc',
  initial: 'L',
  hot,
  listingCount: 42,
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('HotGames', () => {
  it('shows the hot games, each name with its full text as title (a phone clips it after two lines)', async () => {
    renderPage('/', <HotGames games={[game(4, 'League of Legends'), game(5, 'CrossFire', false)]} />);
    const section = await screen.findByRole('region', { name: 'Hot games' });
    const link = within(section).getByRole('link', { name: 'League of Legends 42 on sale' });
    expect(link.getAttribute('href')).toBe('/pages/goodList?gameId=4');
    expect(within(link).getByText('League of Legends').getAttribute('title')).toBe('League of Legends');
    expect(within(section).queryByText('CrossFire')).toBeNull();
  });
});
