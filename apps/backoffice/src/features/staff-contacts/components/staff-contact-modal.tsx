import {
  type StaffContact,
  type StaffContactInput,
  staffContactKinds,
  staffContactRoles,
} from '@gs/shared/staff-contacts';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useSaveStaffContact } from '../api/save-staff-contact';

const blank: StaffContactInput = {
  kind: 'wechat',
  value: '',
  name: '',
  role: 'service',
  isPublic: true,
  enabled: true,
  sort: 0,
};

/** Adds a contact (`contact` null) or edits one; a duplicate or malformed account is shown at its field. */
export function StaffContactModal({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: StaffContact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffContactInput>();
  const save = useSaveStaffContact();
  const { onFinish, error } = useFormSubmit<StaffContactInput>(form, async (values) => {
    await save.mutateAsync({ id: contact?.id ?? null, input: values });
    void message.success(t(contact ? 'staffContacts.saved' : 'staffContacts.added'));
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      contact
        ? {
            kind: contact.kind,
            value: contact.value,
            name: contact.name,
            role: contact.role,
            isPublic: contact.isPublic,
            enabled: contact.enabled,
            sort: contact.sort,
          }
        : blank,
    );
  }, [open, contact, form]);

  return (
    <Modal
      open={open}
      title={t(contact ? 'staffContacts.editTitle' : 'staffContacts.addTitle')}
      okText={t('staffContacts.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={blank}>
        <FormErrorAlert error={error} />
        <Form.Item name="kind" label={t('staffContacts.columns.kind')} rules={[{ required: true }]}>
          <Select
            options={staffContactKinds.map((kind) => ({ value: kind, label: t(`staffContacts.kinds.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('staffContacts.columns.value')}
          rules={[{ required: true, whitespace: true, message: t('staffContacts.valueRequired') }]}
          extra={t('staffContacts.valueHint')}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('staffContacts.columns.name')}
          rules={[{ required: true, whitespace: true, message: t('staffContacts.nameRequired') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="role" label={t('staffContacts.columns.role')} rules={[{ required: true }]}>
          <Select
            options={staffContactRoles.map((role) => ({ value: role, label: t(`staffContacts.roles.${role}`) }))}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('staffContacts.columns.sort')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item
          name="isPublic"
          label={t('staffContacts.columns.isPublic')}
          valuePropName="checked"
          extra={t('staffContacts.publicHint')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('staffContacts.columns.enabled')}
          valuePropName="checked"
          extra={t('staffContacts.enabledHint')}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
