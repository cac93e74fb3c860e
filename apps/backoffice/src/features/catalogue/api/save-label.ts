import { type StaffLabel, type StaffLabelInput, staffLabelSchema } from '@gs/shared/staff-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** POST /api/staff/catalogue/labels (new) or PUT /api/staff/catalogue/labels/{id}; 409 at the name. */
export async function saveLabel({ id, input }: { id: number | null; input: StaffLabelInput }): Promise<StaffLabel> {
  const data =
    id === null
      ? await api.post('/api/staff/catalogue/labels', input)
      : await api.put(`/api/staff/catalogue/labels/${id}`, input);
  return staffLabelSchema.parse(data);
}

/** PUT /api/staff/catalogue/labels/{id}/enabled. */
export async function setLabelEnabled({ id, enabled }: { id: number; enabled: boolean }): Promise<StaffLabel> {
  return staffLabelSchema.parse(await api.put(`/api/staff/catalogue/labels/${id}/enabled`, { enabled }));
}

function useLabelMutation<V>(mutationFn: (variables: V) => Promise<StaffLabel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.labels() }),
  });
}

export const useSaveLabel = () => useLabelMutation(saveLabel);
export const useSetLabelEnabled = () => useLabelMutation(setLabelEnabled);
