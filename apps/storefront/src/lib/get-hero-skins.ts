import { type HeroSkins, heroSkinsSchema } from '@gs/shared/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gameKeys } from './game-keys';
import { api } from './request';

const heroSkinsListSchema = z.array(heroSkinsSchema);

/** GET /api/web/goods/collect/getSkinByHero?gameId: the game's skins grouped by hero (empty for games without). */
export async function getHeroSkins(gameId: number, options: { signal?: AbortSignal } = {}): Promise<HeroSkins[]> {
  const data = await api.get('/api/web/goods/collect/getSkinByHero', { gameId }, options);
  return heroSkinsListSchema.parse(data);
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
