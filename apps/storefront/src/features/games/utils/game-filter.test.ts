import type { Game } from '@gs/shared/games';
import { describe, expect, it } from 'vitest';
import { gameMatchesText } from '../../../lib/game-match';
import { availableInitials, chooseGameType, filterGames } from './game-filter';

function game(overrides: Partial<Game>): Game {
  return {
    id: 1,
    name: '王者荣耀',
    keyword: 'wzry wangzherongyao 农药',
    icon: '/icon.svg',
    type: 'mobile',
    initial: 'W',
    hot: true,
    listingCount: 3,
    ...overrides,
  };
}

const games = [
  game({}),
  game({ id: 2, name: '和平精英', keyword: 'hpjy 吃鸡', initial: 'H' }),
  game({ id: 3, name: 'League of Legends', keyword: 'lol yxlm', type: 'pc', initial: 'L' }),
];

describe('game picker filters', () => {
  it('matches names and aliases case-insensitively', () => {
    expect(gameMatchesText(games[0] as Game, 'WZRY')).toBe(true);
    expect(gameMatchesText(games[0] as Game, '荣耀')).toBe(true);
    expect(gameMatchesText(games[2] as Game, 'league')).toBe(true);
    expect(gameMatchesText(games[1] as Game, 'lol')).toBe(false);
    expect(gameMatchesText(games[1] as Game, '  ')).toBe(true);
  });

  it('filters by tab, initial and text', () => {
    expect(filterGames(games, { type: 'mobile', initial: null, text: '' }).map((g) => g.id)).toEqual([1, 2]);
    expect(filterGames(games, { type: 'mobile', initial: 'H', text: '' }).map((g) => g.id)).toEqual([2]);
    expect(filterGames(games, { type: 'mobile', initial: null, text: '吃鸡' }).map((g) => g.id)).toEqual([2]);
    expect(filterGames(games, { type: 'pc', initial: 'W', text: '' })).toEqual([]);
  });

  it('lists the initials that have games', () => {
    expect([...availableInitials(games, 'mobile', '')].sort()).toEqual(['H', 'W']);
    expect([...availableInitials(games, 'mobile', 'hpjy')]).toEqual(['H']);
  });

  it('opens the tab of the first game matching the search', () => {
    expect(chooseGameType(games, null, 'lol')).toBe('pc');
    expect(chooseGameType(games, 'mobile', 'lol')).toBe('mobile');
    expect(chooseGameType(games, 'bogus', 'nothing')).toBe('mobile');
  });
});
