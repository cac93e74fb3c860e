import type { AppVersion } from '@gs/shared/tenant';
import { sessionIndependentMeta } from '@gs/web/session-scope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCheckedLazily, lazySchema } from '../../../lib/request';
import { tenantKeys } from '../../../lib/tenant-keys';

/** The storefront's app type for the download menu item (SPEC §9). */
export const STOREFRONT_APP_TYPE = 1;

/** The platforms a shop may publish an app for, by app type (the back office's settings: 1 Android, 2 iOS). */
export const APP_PLATFORMS = [
  { appType: 1, platform: 'android' },
  { appType: 2, platform: 'ios' },
] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number]['platform'];

const appVersionSchema = lazySchema(() =>
  import('@gs/shared/tenant').then((module) => module.appVersionSchema.nullish()),
);

/** GET /api/app/version/lastOne: the newest app release, or null when the tenant offers no app. */
export async function getAppVersion(
  appType: number = STOREFRONT_APP_TYPE,
  options: { signal?: AbortSignal } = {},
): Promise<AppVersion | null> {
  const version = await getCheckedLazily(appVersionSchema, '/api/app/version/lastOne', { appType }, options);
  return version ?? null;
}

export function appVersionQueryOptions(appType: number = STOREFRONT_APP_TYPE) {
  return queryOptions({
    queryKey: tenantKeys.appVersion(appType),
    queryFn: ({ signal }) => getAppVersion(appType, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: sessionIndependentMeta,
  });
}

export function useAppVersion(appType: number = STOREFRONT_APP_TYPE) {
  return useQuery(appVersionQueryOptions(appType));
}
