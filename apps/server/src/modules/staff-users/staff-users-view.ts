import { maskPhone } from '@gs/shared/identity';
import type { RealNameLevel, StaffUserStatus } from '@gs/shared/staff-users';

export const statusOf = (status: 'active' | 'disabled'): StaffUserStatus =>
  status === 'active' ? 'active' : 'blocked';
export const levelOf = (level: number): RealNameLevel => (level === 2 ? 2 : level === 1 ? 1 : 0);
/** A nickname for lists: users who kept the default nickname (their phone) show it masked like the phone column. */
export const listNickName = (row: { nick_name: string; phone: string }) =>
  row.nick_name === row.phone ? maskPhone(row.phone) : row.nick_name;
