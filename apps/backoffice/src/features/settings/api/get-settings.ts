import { type StaffSettings, staffSettingsSchema } from '@gs/shared/staff-settings';
import { sessionScopeKey } from '@gs/web/session-scope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';

export const settingsKeys = {
  all: [...sessionScopeKey, 'settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
};

/** GET /api/staff/settings: every section of the shop's settings (owner). Keys never come back, only their state. */
export async function getSettings(options: { signal?: AbortSignal } = {}): Promise<StaffSettings> {
  const data = await api.get('/api/staff/settings', undefined, options);
  return staffSettingsSchema.parse(data);
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.detail(),
    queryFn: ({ signal }) => getSettings({ signal }),
    // A form is filled from it once; refetching on focus would not change the form, only hide a newer save.
    refetchOnWindowFocus: false,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
