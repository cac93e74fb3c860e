import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../lib/get-profile';

/** The signed-in staff member with their roles (see `profileQueryOptions`). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** The signed-in staff member's roles; empty until the profile has loaded (the shell waits for it). */
export function useStaffRoles() {
  return useProfile().data?.roles ?? [];
}
