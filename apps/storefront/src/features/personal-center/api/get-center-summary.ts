import { type PersonalCenterSummary, personalCenterSummarySchema } from '@gs/shared/personal-center';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { personalCenterKeys } from './personal-center-keys';

/** GET /api/account/center/summary: my orders by status, my products by tab, open recycles, favourites, evaluations. */
export async function getCenterSummary(options: { signal?: AbortSignal } = {}): Promise<PersonalCenterSummary> {
  return personalCenterSummarySchema.parse(await api.get('/api/account/center/summary', undefined, options));
}

export function useCenterSummary() {
  return useQuery({ queryKey: personalCenterKeys.summary(), queryFn: ({ signal }) => getCenterSummary({ signal }) });
}
