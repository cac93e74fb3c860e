import type { GameListQuery } from '@gs/shared/games';

/**
 * Query keys of the game data every feature reads (games, attribute templates, hero skins): public, the same for
 * every visitor. They sit under `games`, so the market and the selling forms share one cache entry.
 */
export const gameKeys = {
  all: ['games'] as const,
  games: (query: GameListQuery) => [...gameKeys.all, 'games', query] as const,
  template: (gameId: number) => [...gameKeys.all, 'template', gameId] as const,
  heroSkins: (gameId: number) => [...gameKeys.all, 'hero-skins', gameId] as const,
};
