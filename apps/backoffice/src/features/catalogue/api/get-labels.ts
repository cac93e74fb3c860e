import { type StaffLabelListQuery, type StaffLabelPage, staffLabelPageSchema } from '@gs/shared/staff-catalogue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/staff/catalogue/labels: the shop's label types, disabled ones too (owner). */
export async function getLabels(
  query: StaffLabelListQuery,
  options: { signal?: AbortSignal } = {},
): Promise<StaffLabelPage> {
  return staffLabelPageSchema.parse(await api.get('/api/staff/catalogue/labels', { ...query }, options));
}

export function labelsQueryOptions(query: StaffLabelListQuery) {
  return queryOptions({
    queryKey: catalogueKeys.labelList(query),
    queryFn: ({ signal }) => getLabels(query, { signal }),
    placeholderData: keepPreviousData,
  });
}
