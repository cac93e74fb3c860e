import type { StaffLabel, StaffLabelInput } from '@gs/shared/staff-catalogue';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, ColorPicker, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../../components/english-name-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { LabelTag } from '../../../components/label-tag';
import { useSaveLabel } from '../api/save-label';

interface Values {
  name: string;
  nameEn: string;
  color: string;
  description: string;
  sort: number;
}

const blank: Values = { name: '', nameEn: '', color: '#fa8c16', description: '', sort: 0 };
const presets = ['#fa8c16', '#f5222d', '#52c41a', '#1677ff', '#722ed1', '#13c2c2', '#eb2f96', '#595959'];

/** Adds a label type (`label` null) or edits one, with a live preview of the badge. */
export function LabelFormModal({
  open,
  label,
  onClose,
}: {
  open: boolean;
  label: StaffLabel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveLabel();
  const name = Form.useWatch('name', form);
  const color = Form.useWatch('color', form);
  const { onFinish, error } = useFormSubmit<Values>(form, async (values) => {
    const input: StaffLabelInput = { ...values };
    await save.mutateAsync({ id: label?.id ?? null, input });
    void message.success(t(label ? 'catalogue.labels.saved' : 'catalogue.labels.added'));
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      label
        ? {
            name: label.name,
            nameEn: label.nameEn,
            color: label.color,
            description: label.description,
            sort: label.sort,
          }
        : blank,
    );
  }, [open, label, form]);

  return (
    <Modal
      open={open}
      title={t(label ? 'catalogue.labels.editTitle' : 'catalogue.labels.addTitle')}
      okText={t('catalogue.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={blank}>
        <FormErrorAlert error={error} />
        <Form.Item
          name="name"
          label={t('catalogue.labels.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('catalogue.labels.nameRequired') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <EnglishNameField max={20} />
        <Form.Item
          name="color"
          label={t('catalogue.labels.fields.color')}
          getValueFromEvent={(value: { toHexString: () => string }) => value.toHexString()}
          rules={[{ required: true, pattern: /^#[0-9a-fA-F]{6}$/, message: t('catalogue.labels.colorInvalid') }]}
        >
          <ColorPicker disabledAlpha showText presets={[{ label: t('catalogue.labels.presets'), colors: presets }]} />
        </Form.Item>
        <Form.Item label={t('catalogue.labels.preview')}>
          <LabelTag color={color || blank.color}>{name || t('catalogue.labels.fields.name')}</LabelTag>
        </Form.Item>
        <Form.Item name="description" label={t('catalogue.labels.fields.description')}>
          <Input.TextArea maxLength={200} rows={2} showCount />
        </Form.Item>
        <Form.Item name="sort" label={t('catalogue.fields.sort')} extra={t('catalogue.sortHint')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
