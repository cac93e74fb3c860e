import {
  type CreatedTenant,
  type CreateTenantInput,
  createdTenantSchema,
  type PlatformTenant,
  type PlatformTenantSearch,
  platformTenantPageSchema,
  platformTenantSchema,
  type UpdateTenantInput,
} from '@gs/shared/platform';
import { type MutationOptions, useInvalidatingMutation } from '@gs/web/hooks/use-invalidating-mutation';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/request';
import { platformKeys } from './platform-keys';

/** GET /api/platform/tenants: the platform's shops, newest first, searched by code, name or host (platform admins). */
export async function getShops(search: PlatformTenantSearch, options: { signal?: AbortSignal } = {}) {
  return platformTenantPageSchema.parse(await api.get('/api/platform/tenants', { ...search }, options));
}

export function shopsQueryOptions(search: PlatformTenantSearch) {
  return queryOptions({
    queryKey: platformKeys.shopList(search),
    queryFn: ({ signal }) => getShops(search, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/platform/tenants/:id. */
export async function getShop(id: number, options: { signal?: AbortSignal } = {}): Promise<PlatformTenant> {
  return platformTenantSchema.parse(await api.get(`/api/platform/tenants/${id}`, undefined, options));
}

export function shopQueryOptions(id: number) {
  return queryOptions({ queryKey: platformKeys.shop(id), queryFn: ({ signal }) => getShop(id, { signal }) });
}

/** POST /api/platform/tenants: a new shop, its hosts, its owner (sent an SMS code) and optionally a catalogue copy. */
export async function createShop(input: CreateTenantInput): Promise<CreatedTenant> {
  return createdTenantSchema.parse(await api.post('/api/platform/tenants', input));
}

/** One change to a shop: its settings, a host added or removed, suspended or resumed. Answers the shop as it is now. */
export type ShopChange =
  | { kind: 'update'; input: UpdateTenantInput }
  | { kind: 'addHost'; host: string }
  | { kind: 'removeHost'; host: string }
  | { kind: 'suspend'; reason: string }
  | { kind: 'resume' };

/** PUT /tenants/:id, POST|DELETE /tenants/:id/domains, POST /tenants/:id/suspend|resume. */
export async function changeShop({ id, change }: { id: number; change: ShopChange }): Promise<PlatformTenant> {
  const base = `/api/platform/tenants/${id}`;
  const answer = await (() => {
    switch (change.kind) {
      case 'update':
        return api.put(base, change.input);
      case 'addHost':
        return api.post(`${base}/domains`, { host: change.host });
      case 'removeHost':
        return request(`${base}/domains/${encodeURIComponent(change.host)}`, { method: 'DELETE' });
      case 'suspend':
        return api.post(`${base}/suspend`, { reason: change.reason });
      case 'resume':
        return api.post(`${base}/resume`, {});
    }
  })();
  return platformTenantSchema.parse(answer);
}

export function useCreateShop(options: MutationOptions<CreatedTenant, CreateTenantInput> = {}) {
  return useInvalidatingMutation(createShop, platformKeys.all, options);
}

export function useChangeShop(options: MutationOptions<PlatformTenant, { id: number; change: ShopChange }> = {}) {
  return useInvalidatingMutation(changeShop, platformKeys.all, options);
}
