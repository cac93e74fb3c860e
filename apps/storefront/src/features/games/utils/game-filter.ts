import type { Game, GameType } from '@gs/shared/games';
import { gameMatchesText } from '../../../lib/game-match';

export const INITIALS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;

export interface GamePickerFilter {
  type: GameType;
  initial: string | null;
  text: string;
}

/** The games of one tab, initial and search text, in the server's order. */
export function filterGames(games: readonly Game[], filter: GamePickerFilter): Game[] {
  return games.filter(
    (game) =>
      game.type === filter.type &&
      (filter.initial === null || game.initial.toUpperCase() === filter.initial) &&
      gameMatchesText(game, filter.text),
  );
}

/** The initials that have at least one game of the tab matching the text (the others are shown disabled). */
export function availableInitials(games: readonly Game[], type: GameType, text: string): Set<string> {
  return new Set(
    games.filter((game) => game.type === type && gameMatchesText(game, text)).map((game) => game.initial.toUpperCase()),
  );
}

/**
 * The tab to open: the URL's when valid; else the first tab with a game matching the search text (a search for
 * a PC game opens the PC tab); else mobile.
 */
export function chooseGameType(games: readonly Game[], requested: string | null, text: string): GameType {
  if (requested === 'mobile' || requested === 'pc') return requested;
  const first = games.find((game) => gameMatchesText(game, text));
  return first?.type ?? 'mobile';
}
