import { type LabelType, labelTypeSchema } from '@gs/shared/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/request';
import { listingKeys } from './listing-keys';

const labelTypesSchema = z.array(labelTypeSchema);

/** GET /api/account/config/labelType: the tenant's badges ("guarantee included", …) with colours and meanings. */
export async function getLabelTypes(options: { signal?: AbortSignal } = {}): Promise<LabelType[]> {
  const data = await api.get('/api/account/config/labelType', undefined, options);
  return labelTypesSchema.parse(data);
}

export function labelTypesQueryOptions() {
  return queryOptions({
    queryKey: listingKeys.labelTypes(),
    queryFn: ({ signal }) => getLabelTypes({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useLabelTypes() {
  return useQuery(labelTypesQueryOptions());
}
