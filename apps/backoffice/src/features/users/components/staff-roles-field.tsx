import { grantableStaffRoles } from '@gs/shared/staff-users';
import { Checkbox, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The roles an owner grants, each with what it opens (`admin` is never offered). */
export function StaffRolesField(props: { value?: string[]; onChange?: (value: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      value={props.value}
      onChange={(value) => props.onChange?.(value)}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      options={grantableStaffRoles.map((role) => ({
        value: role,
        label: (
          <span>
            {t(`roles.${role}`)}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              — {t(`users.staff.roleHints.${role}`)}
            </Typography.Text>
          </span>
        ),
      }))}
    />
  );
}
