import { uploadResultSchema } from '@gs/shared/identity';
import { type GameState, type StaffGame, type StaffGameInput, staffGameSchema } from '@gs/shared/staff-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { gameListKeys } from '../../../lib/get-games';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** After a game changes: this screen's lists and every game picker of the back office. */
function useInvalidateGames() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.games() }),
      queryClient.invalidateQueries({ queryKey: gameListKeys.all }),
    ]);
}

/** POST /api/staff/catalogue/games (new) or PUT /api/staff/catalogue/games/{id}; 409 at the name for a duplicate. */
export async function saveGame({ id, input }: { id: number | null; input: StaffGameInput }): Promise<StaffGame> {
  const data =
    id === null
      ? await api.post('/api/staff/catalogue/games', input)
      : await api.put(`/api/staff/catalogue/games/${id}`, input);
  return staffGameSchema.parse(data);
}

export function useSaveGame() {
  const invalidate = useInvalidateGames();
  return useMutation({ mutationFn: saveGame, onSuccess: invalidate });
}

/** PUT /api/staff/catalogue/games/{id}/state: show (active) or hide a game on the storefront. */
export async function setGameState({ id, state }: { id: number; state: GameState }): Promise<StaffGame> {
  return staffGameSchema.parse(await api.put(`/api/staff/catalogue/games/${id}/state`, { state }));
}

export function useSetGameState() {
  const invalidate = useInvalidateGames();
  return useMutation({ mutationFn: setGameState, onSuccess: invalidate });
}

/** POST /api/common/upload: a game icon, re-encoded by the server; answers its `/uploads/…` URL. */
export async function uploadGameIcon(file: Blob, onProgress: (percent: number) => void): Promise<{ url: string }> {
  return uploadResultSchema.parse(await apiClient.uploadFile('/api/common/upload', file, { onProgress }));
}
