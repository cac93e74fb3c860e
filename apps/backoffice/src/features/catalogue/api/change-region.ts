import {
  type StaffRegionCreateInput,
  type StaffRegionNode,
  type StaffRegionOrderInput,
  type StaffRegionRenameInput,
  type StaffRegionTree,
  staffRegionNodeSchema,
} from '@gs/shared/staff-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** POST /api/staff/catalogue/regions: a node under a parent (or a root); its kind follows the parent's. */
export async function createRegion(input: StaffRegionCreateInput): Promise<StaffRegionNode> {
  return staffRegionNodeSchema.parse(await api.post('/api/staff/catalogue/regions', input));
}

/** PUT /api/staff/catalogue/regions/{id}: rename (and the key of a system or operator). */
export async function renameRegion({ id, input }: { id: number; input: StaffRegionRenameInput }) {
  return staffRegionNodeSchema.parse(await api.put(`/api/staff/catalogue/regions/${id}`, input));
}

/** PUT /api/staff/catalogue/regions/{id}/enabled. */
export async function setRegionEnabled({ id, enabled }: { id: number; enabled: boolean }) {
  return staffRegionNodeSchema.parse(await api.put(`/api/staff/catalogue/regions/${id}/enabled`, { enabled }));
}

/** PUT /api/staff/catalogue/regions/order: one parent's children in their new order. */
export async function reorderRegions(input: StaffRegionOrderInput): Promise<void> {
  await api.put('/api/staff/catalogue/regions/order', input);
}

function useTreeMutation<V, R>(gameId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.regionTree(gameId) }),
  });
}

export const useCreateRegion = (gameId: number) => useTreeMutation(gameId, createRegion);
export const useRenameRegion = (gameId: number) => useTreeMutation(gameId, renameRegion);
export const useSetRegionEnabled = (gameId: number) => useTreeMutation(gameId, setRegionEnabled);

/**
 * Reorders siblings optimistically (the dragged node lands at once; safe: only `sort` changes, and a failure
 * puts the tree back as the server has it).
 */
export function useReorderRegions(gameId: number) {
  const queryClient = useQueryClient();
  const key = catalogueKeys.regionTree(gameId);
  return useMutation({
    mutationFn: reorderRegions,
    onMutate: async (input: StaffRegionOrderInput) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StaffRegionTree>(key);
      if (previous) {
        const position = new Map(input.ids.map((id, index) => [id, index]));
        queryClient.setQueryData<StaffRegionTree>(key, {
          ...previous,
          nodes: previous.nodes.map((node) =>
            position.has(node.id) ? { ...node, sort: position.get(node.id) ?? 0 } : node,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
