import {
  type MerchantApplicationListQuery,
  type StaffMerchantApplication,
  type StaffMerchantApplicationPage,
  staffMerchantApplicationPageSchema,
  staffMerchantApplicationSchema,
} from '@gs/shared/merchant-application';
import { sessionScopeKey } from '@gs/web/session-scope';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export const merchantApplicationKeys = {
  all: [...sessionScopeKey, 'merchant-applications'] as const,
  list: (query: MerchantApplicationListQuery) => [...merchantApplicationKeys.all, 'list', query] as const,
  detail: (id: number) => [...merchantApplicationKeys.all, 'detail', id] as const,
};

/** GET /api/staff/merchant-applications?status&pageNum&pageSize (owner). */
export async function getMerchantApplications(
  query: MerchantApplicationListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffMerchantApplicationPage> {
  return staffMerchantApplicationPageSchema.parse(
    await api.get('/api/staff/merchant-applications', { ...query }, options),
  );
}

export function merchantApplicationsQueryOptions(query: MerchantApplicationListQuery) {
  return queryOptions({
    queryKey: merchantApplicationKeys.list(query),
    queryFn: ({ signal }) => getMerchantApplications(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/merchant-applications/{id}: one application; documents only as "provided" (owner). */
export async function getMerchantApplication(
  id: number,
  options: { signal?: AbortSignal } = {},
): Promise<StaffMerchantApplication> {
  return staffMerchantApplicationSchema.parse(
    await api.get(`/api/staff/merchant-applications/${id}`, undefined, options),
  );
}

export function merchantApplicationQueryOptions(id: number) {
  return queryOptions({
    queryKey: merchantApplicationKeys.detail(id),
    queryFn: ({ signal }) => getMerchantApplication(id, { signal }),
  });
}
