import { type StaffRole, staffRoles } from '@gs/shared/identity';

/** Every role of a shop's staff: the menu entries and pending-work queues any staff member of a shop may see. */
export const anyStaffRole: readonly StaffRole[] = staffRoles.filter((role) => role !== 'platform_admin');

/** Whether a user with `userRoles` may use something allowed to `allowed`. Mirrors the server's `requireRole`. */
export function hasAnyRole(userRoles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return userRoles.some((role) => allowed.includes(role));
}

/** Whether the account may use the back office at all: a shop's staff, or a platform admin (the platform console). */
export function isStaff(userRoles: readonly StaffRole[]): boolean {
  return hasAnyRole(userRoles, staffRoles);
}
