import {
  type GrantableStaffRole,
  type InviteStaffInput,
  type StaffMemberList,
  staffMemberListSchema,
} from '@gs/shared/staff-users';
import { queryOptions, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/request';
import { staffMemberKeys, userKeys } from './user-keys';

/** GET /api/staff/members: the shop's staff with their roles (owner). */
export async function getStaffMembers(options: { signal?: AbortSignal } = {}): Promise<StaffMemberList> {
  return staffMemberListSchema.parse(await api.get('/api/staff/members', undefined, options));
}

export function staffMembersQueryOptions() {
  return queryOptions({ queryKey: staffMemberKeys.all, queryFn: ({ signal }) => getStaffMembers({ signal }) });
}

/** POST /api/staff/members: an existing user (by phone) becomes staff with the roles. */
export async function inviteStaff(input: InviteStaffInput): Promise<StaffMemberList> {
  return staffMemberListSchema.parse(await api.post('/api/staff/members', input));
}

export interface RolesChange {
  userId: number;
  roles: GrantableStaffRole[];
}

/** PUT /api/staff/members/{userId}/roles: the member's roles from now on. */
export async function setStaffRoles({ userId, roles }: RolesChange): Promise<StaffMemberList> {
  return staffMemberListSchema.parse(await api.put(`/api/staff/members/${userId}/roles`, { roles }));
}

/** DELETE /api/staff/members/{userId}: every role of the member goes. */
export async function removeStaffMember(userId: number): Promise<StaffMemberList> {
  return staffMemberListSchema.parse(await request(`/api/staff/members/${userId}`, { method: 'DELETE' }));
}

/** A staff mutation: the answer (the list as it is now) replaces the cached list; users' roles refresh. */
function useStaffMutation<V>(
  mutationFn: (variables: V) => Promise<StaffMemberList>,
  { onSuccess, ...options }: Omit<UseMutationOptions<StaffMemberList, Error, V>, 'mutationFn'>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (list, ...rest) => {
      queryClient.setQueryData(staffMemberKeys.all, list);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      return onSuccess?.(list, ...rest);
    },
  });
}

type Options<V> = Omit<UseMutationOptions<StaffMemberList, Error, V>, 'mutationFn'>;

export const useInviteStaff = (options: Options<InviteStaffInput> = {}) => useStaffMutation(inviteStaff, options);
export const useSetStaffRoles = (options: Options<RolesChange> = {}) => useStaffMutation(setStaffRoles, options);
export const useRemoveStaffMember = (options: Options<number> = {}) => useStaffMutation(removeStaffMember, options);
