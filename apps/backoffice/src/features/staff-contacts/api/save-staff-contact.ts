import { type StaffContact, type StaffContactInput, staffContactSchema } from '@gs/shared/staff-contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/request';
import { staffContactKeys } from './get-staff-contacts';

type Variables = { id: number | null; input: StaffContactInput };

/** POST /api/staff/staff-contacts (new) or PUT /api/staff/staff-contacts/{id} (edit); owner. 409 on a duplicate. */
export async function saveStaffContact({ id, input }: Variables): Promise<StaffContact> {
  const data =
    id === null
      ? await api.post('/api/staff/staff-contacts', input)
      : await api.put(`/api/staff/staff-contacts/${id}`, input);
  return staffContactSchema.parse(data);
}

export function useSaveStaffContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaffContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffContactKeys.all }),
  });
}

/** DELETE /api/staff/staff-contacts/{id}: from then on the account checks as "not ours" (owner). */
export async function deleteStaffContact(id: number): Promise<void> {
  await request(`/api/staff/staff-contacts/${id}`, { method: 'DELETE' });
}

export function useDeleteStaffContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaffContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffContactKeys.all }),
  });
}
