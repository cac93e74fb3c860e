import type { HeroSkins } from '@gs/shared/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gameKeys } from './game-keys';
import { getCheckedLazily, lazySchema } from './request';

// Loaded with the first call (see lazySchema), not with the page's start: a server-rendered page hydrates the answer.
const heroSkinsListSchema = lazySchema(() =>
  import('@gs/shared/games').then((module) => z.array(module.heroSkinsSchema)),
);

/** GET /api/web/goods/collect/getSkinByHero?gameId: the game's skins grouped by hero (empty for games without). */
export async function getHeroSkins(gameId: number, options: { signal?: AbortSignal } = {}): Promise<HeroSkins[]> {
  return getCheckedLazily(heroSkinsListSchema, '/api/web/goods/collect/getSkinByHero', { gameId }, options);
}

export function heroSkinsQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: gameKeys.heroSkins(gameId),
    queryFn: ({ signal }) => getHeroSkins(gameId, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useHeroSkins(gameId: number | null, enabled = true) {
  return useQuery({ ...heroSkinsQueryOptions(gameId ?? 0), enabled: enabled && gameId !== null });
}
