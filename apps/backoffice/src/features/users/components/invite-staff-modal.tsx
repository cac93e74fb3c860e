import type { GrantableStaffRole } from '@gs/shared/staff-users';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useInviteStaff } from '../api/staff-members';
import { StaffRolesField } from './staff-roles-field';

interface InviteValues {
  phone: string;
  roles: GrantableStaffRole[];
}

/** Makes an existing user of the shop staff: their phone and the roles (an unknown phone is a field error). */
export function InviteStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<InviteValues>();
  const invite = useInviteStaff();
  const { onFinish, error } = useFormSubmit<InviteValues>(form, async (values) => {
    await invite.mutateAsync({ phone: values.phone.trim(), roles: values.roles });
    void message.success(t('users.staff.invited'));
    form.resetFields();
    onClose();
  });

  return (
    <Modal
      open={open}
      title={t('users.staff.inviteTitle')}
      okText={t('users.staff.invite')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={invite.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<InviteValues>
        form={form}
        name="staffInvite"
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ roles: ['operator'] }}
      >
        <FormErrorAlert error={error} />
        <Form.Item
          name="phone"
          label={t('users.staff.phone')}
          extra={t('users.staff.phoneHint')}
          rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: t('users.staff.phoneInvalid') }]}
        >
          <Input maxLength={11} inputMode="numeric" autoComplete="off" />
        </Form.Item>
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
