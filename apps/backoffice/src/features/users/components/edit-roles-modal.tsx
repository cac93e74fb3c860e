import type { GrantableStaffRole, StaffMember } from '@gs/shared/staff-users';
import { grantableStaffRoles } from '@gs/shared/staff-users';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useSetStaffRoles } from '../api/staff-members';
import { StaffRolesField } from './staff-roles-field';

/** Sets a staff member's roles (at least one: removing them is its own action). */
export function EditRolesModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roles: GrantableStaffRole[] }>();
  const setRoles = useSetStaffRoles();
  const { onFinish, error } = useFormSubmit<{ roles: GrantableStaffRole[] }>(form, async ({ roles }) => {
    if (!member) return;
    await setRoles.mutateAsync({ userId: member.userId, roles });
    void message.success(t('users.staff.rolesSaved', { name: member.nickName }));
    onClose();
  });
  const current = (member?.roles ?? []).filter((role): role is GrantableStaffRole =>
    (grantableStaffRoles as readonly string[]).includes(role),
  );

  return (
    <Modal
      open={member !== null}
      title={member ? t('users.staff.editTitle', { name: member.nickName }) : ''}
      okText={t('users.staff.save')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={setRoles.isPending}
      destroyOnHidden
    >
      <Form form={form} name="staffRoles" layout="vertical" onFinish={onFinish} initialValues={{ roles: current }}>
        <FormErrorAlert error={error} />
        <Form.Item
          name="roles"
          label={t('users.staff.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('users.staff.rolesRequired') }]}
        >
          <StaffRolesField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
