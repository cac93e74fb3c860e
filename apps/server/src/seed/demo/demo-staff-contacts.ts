import type { StaffContactInput } from '@gs/shared/staff-contacts';
import type { Db } from '../../db/database.ts';
import { addStaffContacts } from '../../modules/staff-contacts/index.ts';

const contact = (
  kind: StaffContactInput['kind'],
  value: string,
  name: string,
  role: StaffContactInput['role'],
  options: { isPublic?: boolean; enabled?: boolean } = {},
  sort = 0,
): StaffContactInput => ({ kind, value, name, role, isPublic: true, enabled: true, sort, ...options });

/**
 * The genuine staff contacts of each demo shop for the anti-scam check; the header's service contacts are among
 * them. Each shop also has a private finance contact (genuine, details hidden) and, at the demo shop, a former
 * employee's disabled WeChat (checks as not ours).
 */
const demoContacts: Record<string, StaffContactInput[]> = {
  demo: [
    contact('qq', '800012345', '小星', 'service', {}, 1),
    contact('wechat', 'xingyou-kefu', '小悦', 'service', {}, 2),
    contact('phone', '400-800-1234', '客服热线', 'service', {}, 3),
    contact('wechat', 'xy_huishou', '阿杰', 'recycle', {}, 4),
    contact('qq', '800012399', '老周', 'guarantee', {}, 5),
    contact('qq', '800012346', '林会计', 'finance', { isPublic: false }, 6),
    contact('wechat', 'xy_laowang', '老王', 'recycle', { isPublic: false, enabled: false }, 7),
  ],
  nova: [
    contact('wechat', 'nova-support', 'Mia', 'service', {}, 1),
    contact('qq', '900011122', 'Ray', 'recycle', {}, 2),
    contact('phone', '13900009999', 'Finance desk', 'finance', { isPublic: false }, 3),
  ],
  lumen: [
    contact('qq', '800067890', '小流', 'service', {}, 1),
    contact('wechat', 'lumen_trade', '阿明', 'guarantee', {}, 2),
  ],
};

/** Seeds the demo shop's staff contacts where missing. */
export async function seedStaffContacts(db: Db, tenantId: number, tenantCode: string): Promise<void> {
  const contacts = demoContacts[tenantCode];
  if (contacts) await addStaffContacts(db, tenantId, contacts, new Date());
}
