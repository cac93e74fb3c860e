import { type StaffDictEntry, type StaffDictMissingEntry, tradeFeeSetting } from '@gs/shared/staff-catalogue';
import { fenToYuanText } from '@gs/web/format-money';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCreateDictEntry } from '../api/save-dictionary';
import { settingName, typeName } from './dict-entry-modal';
import { labelHint, labelInput, labelToSend } from './dict-label-field';

interface Values {
  dictType: string;
  value: string;
  label: string | number | null;
}

/** The form's starting label of a missing key: a default amount in yuan, else the server's default as it is. */
function startingLabel(entry: StaffDictMissingEntry): string {
  const setting = tradeFeeSetting(entry.dictType, entry.value);
  return setting?.unit === 'fen' && /^\d+$/.test(entry.label) ? fenToYuanText(Number(entry.label)) : entry.label;
}

/**
 * Adds a dictionary row the shop lacks: a key the server knows for that dictionary (a shop seeded before the key
 * existed, or a row removed by hand), starting from its default; the value is checked as an edit checks it.
 * Mounted while open (the page renders it only then), so each opening starts afresh.
 */
export function DictAddModal({
  missing,
  initialType,
  onClose,
  onAdded,
}: {
  missing: StaffDictMissingEntry[];
  /** The dictionary shown on the page: chosen first when it has keys to add. */
  initialType: string;
  onClose: () => void;
  onAdded: (entry: StaffDictEntry) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateDictEntry();
  // The page's dictionary when it lacks keys, else the first that does, with its first missing key.
  const [initialValues] = useState<Partial<Values>>(() => {
    const type = missing.some((entry) => entry.dictType === initialType) ? initialType : missing[0]?.dictType;
    const first = missing.find((entry) => entry.dictType === type);
    return { dictType: type, value: first?.value, label: first ? startingLabel(first) : null };
  });
  const dictType = Form.useWatch('dictType', form);
  const value = Form.useWatch('value', form);
  const current = Form.useWatch('label', form);
  const setting = dictType && value ? tradeFeeSetting(dictType, value) : undefined;
  const types = [...new Set(missing.map((entry) => entry.dictType))];
  const keys = missing.filter((entry) => entry.dictType === dictType);

  const { onFinish, error } = useFormSubmit<Values>(form, async (values) => {
    const added = await create.mutateAsync({
      dictType: values.dictType,
      value: values.value,
      label: labelToSend(tradeFeeSetting(values.dictType, values.value), values.label),
    });
    void message.success(t('catalogue.dict.added', { name: settingName(t, added) }));
    onAdded(added);
  });

  const pickType = (type: string) => {
    const first = missing.find((entry) => entry.dictType === type);
    form.setFieldsValue({ value: first?.value, label: first ? startingLabel(first) : null });
  };
  const pickKey = (key: string) => {
    const entry = missing.find((candidate) => candidate.dictType === dictType && candidate.value === key);
    form.setFieldsValue({ label: entry ? startingLabel(entry) : null });
  };

  return (
    <Modal
      open
      title={t('catalogue.dict.addTitle')}
      okText={t('catalogue.dict.add')}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('catalogue.dict.addIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} name="dictAdd" initialValues={initialValues}>
        <FormErrorAlert error={error} />
        <Form.Item
          name="dictType"
          label={t('catalogue.dict.fields.type')}
          rules={[{ required: true, message: t('catalogue.dict.typeRequired') }]}
        >
          <Select onChange={pickType} options={types.map((type) => ({ value: type, label: typeName(t, type) }))} />
        </Form.Item>
        <Form.Item
          name="value"
          label={dictType === 'trade_fee' ? t('catalogue.dict.fields.setting') : t('catalogue.dict.fields.value')}
          rules={[{ required: true, message: t('catalogue.dict.keyRequired') }]}
        >
          <Select
            onChange={pickKey}
            options={keys.map((entry) => ({
              value: entry.value,
              label: entry.dictType === 'trade_fee' ? `${settingName(t, entry)} (${entry.value})` : entry.value,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="label"
          label={setting ? t(`catalogue.dict.units.${setting.unit}`) : t('catalogue.dict.fields.label')}
          extra={labelHint(t, setting, current)}
          rules={[{ required: true, whitespace: !setting, message: t('catalogue.dict.labelRequired') }]}
        >
          {labelInput(t, setting)}
        </Form.Item>
      </Form>
    </Modal>
  );
}
