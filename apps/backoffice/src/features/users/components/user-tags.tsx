import type { StaffRole } from '@gs/shared/identity';
import type { RealNameLevel, StaffUserStatus } from '@gs/shared/staff-users';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const levelColours: Record<RealNameLevel, string> = { 0: 'default', 1: 'blue', 2: 'green' };
const roleColours: Record<StaffRole, string> = {
  owner: 'gold',
  operator: 'geekblue',
  recycler: 'cyan',
  platform_admin: 'purple',
};

export function RealNameLevelTag({ level }: { level: RealNameLevel }) {
  const { t } = useTranslation();
  return <Tag color={levelColours[level]}>{t(`users.realNameLevels.${level}`)}</Tag>;
}

export function UserStatusTag({ status }: { status: StaffUserStatus }) {
  const { t } = useTranslation();
  return <Tag color={status === 'blocked' ? 'red' : 'green'}>{t(`users.statuses.${status}`)}</Tag>;
}

export function RoleTags({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation();
  return (
    <Space size={[0, 4]} wrap>
      {roles.map((role) => (
        <Tag key={role} color={roleColours[role]}>
          {t(`roles.${role}`)}
        </Tag>
      ))}
    </Space>
  );
}
