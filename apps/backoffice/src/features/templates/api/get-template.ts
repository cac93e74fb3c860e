import { type StaffTemplate, staffTemplateSchema } from '@gs/shared/staff-templates';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import { templateKeys } from './template-keys';

/** GET /api/staff/catalogue/templates/{gameId}: every attribute and choice, disabled ones included (owner). */
export async function getTemplate(gameId: number, options: { signal?: AbortSignal } = {}): Promise<StaffTemplate> {
  return staffTemplateSchema.parse(await api.get(`/api/staff/catalogue/templates/${gameId}`, undefined, options));
}

export function templateQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: templateKeys.template(gameId),
    queryFn: ({ signal }) => getTemplate(gameId, { signal }),
  });
}
