import {
  type CreatePartnerInput,
  type StaffPartner,
  type StaffPartnerList,
  staffPartnerListSchema,
  staffPartnerSchema,
  type UpdatePartnerInput,
} from '@gs/shared/partners';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/request';

export const partnerKeys = {
  all: [...sessionScopeKey, 'partners'] as const,
  list: () => [...partnerKeys.all, 'list'] as const,
};

/** GET /api/staff/partners: the shop's quick-sell partners (owner). */
export async function getPartners(options: { signal?: AbortSignal } = {}): Promise<StaffPartnerList> {
  return staffPartnerListSchema.parse(await api.get('/api/staff/partners', undefined, options));
}

export function partnersQueryOptions() {
  return queryOptions({ queryKey: partnerKeys.list(), queryFn: ({ signal }) => getPartners({ signal }) });
}

export type SavePartnerVariables = { id: null; input: CreatePartnerInput } | { id: number; input: UpdatePartnerInput };

/** POST /api/staff/partners (new) or PUT /api/staff/partners/:id (change). */
export async function savePartner(variables: SavePartnerVariables): Promise<StaffPartner> {
  const data =
    variables.id === null
      ? await api.post('/api/staff/partners', variables.input)
      : await api.put(`/api/staff/partners/${variables.id}`, variables.input);
  return staffPartnerSchema.parse(data);
}

/** DELETE /api/staff/partners/:id. */
export async function deletePartner(id: number): Promise<void> {
  await request(`/api/staff/partners/${id}`, { method: 'DELETE' });
}

export function useSavePartner(options: MutationOptions<StaffPartner, SavePartnerVariables> = {}) {
  return useInvalidatingMutation(savePartner, partnerKeys.all, options);
}

export function useDeletePartner(options: MutationOptions<void, number> = {}) {
  return useInvalidatingMutation(deletePartner, partnerKeys.all, options);
}
