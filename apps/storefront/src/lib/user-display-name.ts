import { maskNickName, type UserInfo } from '@gs/shared/user-info';

/** How the header and personal center name the user: the nickname, masked when it is 11 characters (SPEC §3). */
export function userDisplayName(userInfo: Pick<UserInfo, 'nickName'> | null): string {
  return maskNickName(userInfo?.nickName.trim() ?? '');
}
