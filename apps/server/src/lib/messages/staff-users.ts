import type { Locale } from '@gs/shared/tenant';

/** The back office's users and staff. */
export const staffUsersMessages = {
  staffUsersCannotBlockSelf: {
    'en-US': 'You cannot block your own account.',
    'zh-CN': '不能封禁自己的账号。',
  },
  staffUsersCannotBlockOwner: {
    'en-US': 'Only an owner can block an owner of the shop.',
    'zh-CN': '只有店主可以封禁店主账号。',
  },
  staffUsersAlreadyBlocked: {
    'en-US': 'This user is blocked already.',
    'zh-CN': '该用户已被封禁。',
  },
  staffUsersNotBlocked: {
    'en-US': 'This user is not blocked.',
    'zh-CN': '该用户未被封禁。',
  },
  staffUsersKeepOwnOwnerRole: {
    'en-US': 'You cannot remove your own owner role: ask another owner to do it.',
    'zh-CN': '不能移除自己的店主角色，请由其他店主操作。',
  },
  staffUsersLastOwner: {
    'en-US': 'The shop needs at least one owner: make someone else an owner first.',
    'zh-CN': '店铺至少需要一位店主，请先将其他成员设为店主。',
  },
  staffUsersNotStaff: {
    'en-US': 'This user is not a staff member of the shop.',
    'zh-CN': '该用户不是本店员工。',
  },
  staffUsersNoSuchPhone: {
    'en-US': 'No user with this phone — they must register first.',
    'zh-CN': '没有使用该手机号的用户，请对方先注册。',
  },
  staffUsersInviteBlocked: {
    'en-US': 'This user is blocked: unblock them before making them staff.',
    'zh-CN': '该用户已被封禁，请先解封再设为员工。',
  },
  staffUsersAlreadyStaff: {
    'en-US': 'This user is staff already: change their roles in the list instead.',
    'zh-CN': '该用户已是员工，请在列表中修改其角色。',
  },
} satisfies Record<string, Record<Locale, string>>;
