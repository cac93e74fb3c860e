import type { StaffRoleValue } from '../../db/tables/users.table.ts';

/** Every demo account uses this password (README lists them). */
export const DEMO_PASSWORD = 'Demo1234';

export interface DemoUser {
  phone: string;
  username: string;
  nickName: string;
  /** The nickname on the Chinese shops (`nickName` is the English shop's). */
  nickNameZh?: string;
  roles: StaffRoleValue[];
}

/** The same logins exist at every demo tenant (each tenant has its own users). */
export const demoUsers: DemoUser[] = [
  { phone: '13800000001', username: 'buyer', nickName: 'Demo buyer', nickNameZh: '小明', roles: [] },
  { phone: '13800000002', username: 'owner', nickName: 'Demo owner', nickNameZh: '陈店长', roles: ['owner'] },
  {
    phone: '13800000003',
    username: 'operator',
    nickName: 'Demo operator',
    nickNameZh: '运营小王',
    roles: ['operator'],
  },
  {
    phone: '13800000004',
    username: 'recycler',
    nickName: 'Demo recycler',
    nickNameZh: '回收商老李',
    roles: ['recycler'],
  },
  /** A second recycler, so price competition has someone to compete with. */
  {
    phone: '13800000006',
    username: 'recycler2',
    nickName: 'Second recycler',
    nickNameZh: '回收商小周',
    roles: ['recycler'],
  },
  /** Real-name verified at level two, so it can sell at once. */
  { phone: '13800000005', username: 'seller', nickName: 'Demo seller', nickNameZh: '卖家阿杰', roles: [] },
  /** Verified at level one, with ID photos and a merchant application waiting for staff (demo-queues.ts). */
  { phone: '13800000007', username: 'applicant', nickName: 'Alex Zhang', nickNameZh: '张晓燕', roles: [] },
];

/** The platform's own admin (a user of the platform tenant, signs in on PLATFORM_HOSTS): the platform console. */
export const demoPlatformAdmin: DemoUser = {
  phone: '13800000009',
  username: 'platform',
  nickName: 'Platform admin',
  roles: ['platform_admin'],
};
