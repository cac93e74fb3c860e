import type { Game } from '@gs/shared/games';

/**
 * Whether a game matches typed text: its name or one of its aliases contains it, case-insensitively. The market's
 * game picker and the header search's type-ahead both filter games with it.
 */
export function gameMatchesText(game: Game, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  if (game.name.toLowerCase().includes(needle)) return true;
  return game.keyword
    .toLowerCase()
    .split(/\s+/)
    .some((alias) => alias.includes(needle));
}
