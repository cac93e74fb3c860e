import type { DecorationInfo } from '@gs/shared/tenant';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderPage } from '../../../test/render-routes';
import { NavigationIcons, RecommendedGames } from './decoration-sections';

const item = (id: number, title: string, link: string): DecorationInfo => ({
  id,
  image: `/uploads/${id}.svg`,
  title,
  link,
  sort: id,
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

// An English label is longer than its tile ("Become a merchant" beside "Buy"): it takes two lines before it is
// clipped, and a clipped one can still be read whole from its title.

describe('home decoration tiles', () => {
  it('navigation icons: each label carries its full text as title', async () => {
    renderPage(
      '/',
      <NavigationIcons
        items={[item(1, 'Buy', '/pages/accountOrder?pageType=buy'), item(2, 'Become a merchant', '/pages/other/x')]}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Quick navigation' });
    const label = within(section).getByText('Become a merchant');
    expect(label.getAttribute('title')).toBe('Become a merchant');
    expect(within(section).getByRole('link', { name: 'Become a merchant' }).getAttribute('href')).toBe(
      '/pages/other/x',
    );
  });

  it('recommended games: a long game name carries its full text as title', async () => {
    renderPage('/', <RecommendedGames items={[item(3, 'Naraka: Bladepoint', '/pages/goodList?gameId=6')]} />);
    const section = await screen.findByRole('region', { name: 'Recommended games' });
    const label = within(section).getByText('Naraka: Bladepoint');
    expect(label.getAttribute('title')).toBe('Naraka: Bladepoint');
  });
});
