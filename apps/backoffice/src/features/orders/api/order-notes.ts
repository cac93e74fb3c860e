import { type OrderNoteList, orderNoteListSchema } from '@gs/shared/staff-orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { orderKeys } from './order-keys';

/** GET /api/staff/orders/{id}/notes: the internal notes, oldest first. */
export async function getOrderNotes(id: number, options: { signal?: AbortSignal } = {}): Promise<OrderNoteList> {
  return orderNoteListSchema.parse(await api.get(`/api/staff/orders/${id}/notes`, undefined, options));
}

export function orderNotesQueryOptions(id: number) {
  return queryOptions({ queryKey: orderKeys.notes(id), queryFn: ({ signal }) => getOrderNotes(id, { signal }) });
}

/** POST /api/staff/orders/{id}/notes: appends a note; answers every note. */
export async function addOrderNote(id: number, text: string): Promise<OrderNoteList> {
  return orderNoteListSchema.parse(await api.post(`/api/staff/orders/${id}/notes`, { text }));
}

/** Adds a note and puts the answer (all notes) in the cache. */
export function useAddOrderNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => addOrderNote(id, text),
    onSuccess: (notes) => queryClient.setQueryData(orderKeys.notes(id), notes),
  });
}
