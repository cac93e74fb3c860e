import { type StaffDictCreateInput, type StaffDictEntry, staffDictEntrySchema } from '@gs/shared/staff-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** PUT /api/staff/catalogue/dictionaries/{id}: a new label (a trade fee's number is checked against its unit). */
export async function saveDictLabel({ id, label }: { id: number; label: string }): Promise<StaffDictEntry> {
  return staffDictEntrySchema.parse(await api.put(`/api/staff/catalogue/dictionaries/${id}`, { label }));
}

/** POST /api/staff/catalogue/dictionaries: the row of a known key the shop lacks (409 when it has it). */
export async function createDictEntry(input: StaffDictCreateInput): Promise<StaffDictEntry> {
  return staffDictEntrySchema.parse(await api.post('/api/staff/catalogue/dictionaries', input));
}

/** PUT /api/staff/catalogue/dictionaries/{id}/enabled. */
export async function setDictEnabled({ id, enabled }: { id: number; enabled: boolean }): Promise<StaffDictEntry> {
  return staffDictEntrySchema.parse(await api.put(`/api/staff/catalogue/dictionaries/${id}/enabled`, { enabled }));
}

function useDictMutation<V>(mutationFn: (variables: V) => Promise<StaffDictEntry>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.dictionaries() }),
  });
}

export const useCreateDictEntry = () => useDictMutation(createDictEntry);
export const useSaveDictLabel = () => useDictMutation(saveDictLabel);
export const useSetDictEnabled = () => useDictMutation(setDictEnabled);
