import { type StaffDictEntry, type TradeFeeKey, tradeFeeSetting } from '@gs/shared/staff-catalogue';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Descriptions, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useSaveDictLabel } from '../api/save-dictionary';
import { formValueOf } from './dict-format';
import { labelHint, labelInput, labelToSend } from './dict-label-field';

interface Values {
  label: string | number | null;
}

/**
 * Edits one dictionary row's label. A trade-fee setting is a number in its unit: basis points 0–10000 (shown as a
 * percentage too), an amount typed in yuan and sent in fen, or hours; every other row is text.
 */
export function DictEntryModal({ entry, onClose }: { entry: StaffDictEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveDictLabel();
  const setting = entry ? tradeFeeSetting(entry.dictType, entry.value) : undefined;
  const current = Form.useWatch('label', form);
  const { onFinish, error } = useFormSubmit<Values>(form, async ({ label }) => {
    if (!entry) return;
    await save.mutateAsync({ id: entry.id, label: labelToSend(setting, label) });
    void message.success(t('catalogue.dict.saved'));
    onClose();
  });

  useEffect(() => {
    if (!entry) return;
    form.resetFields();
    form.setFieldsValue({ label: formValueOf(entry) });
  }, [entry, form]);

  return (
    <Modal
      open={entry !== null}
      title={entry ? t('catalogue.dict.editTitle', { name: settingName(t, entry) }) : ''}
      okText={t('catalogue.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {entry ? (
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('catalogue.dict.fields.type')}>{typeName(t, entry.dictType)}</Descriptions.Item>
          <Descriptions.Item label={t('catalogue.dict.fields.value')}>{entry.value}</Descriptions.Item>
        </Descriptions>
      ) : null}
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <FormErrorAlert error={error} />
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

type T = ReturnType<typeof useTranslation>['t'];

const knownTypes = [
  'trade_fee',
  'goods_kind',
  'goods_state',
  'order_status',
  'guarantee_type',
  'rebind_steps',
] as const;
type KnownType = (typeof knownTypes)[number];

/** A dictionary type's name in the user's language, or the type itself for one the back office does not know. */
export function typeName(t: T, dictType: string): string {
  const translate = t as unknown as (key: string) => string;
  return (knownTypes as readonly string[]).includes(dictType)
    ? translate(`catalogue.dict.types.${dictType as KnownType}`)
    : dictType;
}

/** A trade-fee setting's name in the user's language; other rows go by their value. */
export function settingName(t: T, entry: Pick<StaffDictEntry, 'dictType' | 'value'>): string {
  if (!tradeFeeSetting(entry.dictType, entry.value)) return entry.value;
  // Each known key has its name in the message files; a typed key union this wide is too deep for the compiler.
  const translate = t as unknown as (key: string) => string;
  return translate(`catalogue.dict.settings.${entry.value as TradeFeeKey}`);
}
