import {
  type HeroInput,
  type SkinInput,
  type StaffHero,
  type StaffHeroes,
  type StaffSkin,
  staffHeroSchema,
  staffSkinSchema,
} from '@gs/shared/staff-templates';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { templateKeys } from './template-keys';

type SaveHero = { id: number | null; input: HeroInput };

/** POST /api/staff/catalogue/heroes/{gameId} (new) or PUT /api/staff/catalogue/hero/{id} (rename, disable); owner. */
export function useSaveHero(gameId: number, options?: MutationOptions<StaffHero, SaveHero>) {
  return useInvalidatingMutation(
    async ({ id, input }: SaveHero) =>
      staffHeroSchema.parse(
        id === null
          ? await api.post(`/api/staff/catalogue/heroes/${gameId}`, input)
          : await api.put(`/api/staff/catalogue/hero/${id}`, input),
      ),
    templateKeys.heroes(gameId),
    options,
  );
}

type SaveSkin = { heroId: number; id: number | null; input: SkinInput };

/** POST /api/staff/catalogue/hero/{heroId}/skins (new) or PUT /api/staff/catalogue/skins/{id} (edit); owner. */
export function useSaveSkin(gameId: number, options?: MutationOptions<StaffSkin, SaveSkin>) {
  return useInvalidatingMutation(
    async ({ heroId, id, input }: SaveSkin) =>
      staffSkinSchema.parse(
        id === null
          ? await api.post(`/api/staff/catalogue/hero/${heroId}/skins`, input)
          : await api.put(`/api/staff/catalogue/skins/${id}`, input),
      ),
    templateKeys.heroes(gameId),
    options,
  );
}

type ReorderHeroes = { scope: 'heroes' } | { scope: 'skins'; heroId: number };

/** PUT …/heroes/{gameId}/order or …/hero/{id}/skins/order: shown at once, put back when refused. */
export function useReorderHeroes(gameId: number) {
  const queryClient = useQueryClient();
  const key = templateKeys.heroes(gameId);
  return useMutation({
    mutationFn: async ({ target, ids }: { target: ReorderHeroes; ids: number[] }) => {
      const url =
        target.scope === 'heroes'
          ? `/api/staff/catalogue/heroes/${gameId}/order`
          : `/api/staff/catalogue/hero/${target.heroId}/skins/order`;
      await api.put(url, { ids });
    },
    onMutate: async ({ target, ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StaffHeroes>(key);
      if (before) {
        const order = new Map(ids.map((id, index) => [id, index]));
        const byOrder = <T extends { id: number }>(a: T, b: T) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
        queryClient.setQueryData<StaffHeroes>(key, {
          ...before,
          heroes:
            target.scope === 'heroes'
              ? [...before.heroes].sort(byOrder)
              : before.heroes.map((hero) =>
                  hero.id === target.heroId ? { ...hero, skins: [...hero.skins].sort(byOrder) } : hero,
                ),
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
