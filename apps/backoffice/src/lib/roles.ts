import { type StaffRole, staffRoles } from '@gs/shared/identity';

/** Every staff role: the menu entries and pending-work queues any staff member may see. */
export const anyStaffRole: readonly StaffRole[] = staffRoles;

/**
 * Whether a user with `userRoles` may use something allowed to `allowed`. Mirrors the server's `requireRole`: one of
 * the roles, or a platform admin, who passes every role guard.
 */
export function hasAnyRole(userRoles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return userRoles.some((role) => role === 'admin' || allowed.includes(role));
}

/** Whether the account may use the back office at all: it holds at least one staff role. */
export function isStaff(userRoles: readonly StaffRole[]): boolean {
  return hasAnyRole(userRoles, anyStaffRole);
}
