import { SKIN_NAME_MAX, SKIN_QUALITY_MAX, type StaffSkin, type StaffTemplate } from '@gs/shared/staff-templates';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Input, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../../components/english-name-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useSaveSkin } from '../api/save-heroes';

interface SkinFormValues {
  name: string;
  nameEn: string;
  quality: string;
  choiceId: number | null;
  enabled: boolean;
}

const blank: SkinFormValues = { name: '', nameEn: '', quality: '', choiceId: null, enabled: true };

/** The choices a skin can map to: those of the game's choice attributes, grouped by attribute. */
function choiceGroups(template: StaffTemplate | undefined) {
  return (template?.attributes ?? [])
    .filter((attribute) => attribute.choices.length > 0)
    .map((attribute) => ({
      label: attribute.name,
      title: attribute.name,
      options: attribute.choices.map((choice) => ({ value: choice.id, label: choice.name })),
    }));
}

/** Adds a skin to a hero (`skin` null) or edits one: name, quality, the choice it is, enabled. */
export function SkinModal({
  open,
  gameId,
  heroId,
  skin,
  template,
  onClose,
}: {
  open: boolean;
  gameId: number;
  heroId: number;
  skin: StaffSkin | null;
  template: StaffTemplate | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SkinFormValues>();
  const save = useSaveSkin(gameId);
  const { onFinish, error } = useFormSubmit<SkinFormValues>(form, async (values) => {
    const saved = await save.mutateAsync({
      heroId,
      id: skin?.id ?? null,
      input: {
        ...values,
        name: values.name.trim(),
        nameEn: (values.nameEn ?? '').trim(),
        quality: (values.quality ?? '').trim(),
        choiceId: values.choiceId ?? null,
      },
    });
    void message.success(t(skin ? 'templates.heroes.skinSaved' : 'templates.heroes.skinAdded', { name: saved.name }));
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      skin
        ? {
            name: skin.name,
            nameEn: skin.nameEn,
            quality: skin.quality,
            choiceId: skin.choiceId,
            enabled: skin.enabled,
          }
        : blank,
    );
  }, [open, skin, form]);

  const title = skin ? t('templates.heroes.editSkin', { name: skin.name }) : t('templates.heroes.addSkin');
  return (
    <Modal
      open={open}
      title={title}
      okText={t('templates.editor.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        name="skinEditor"
        layout="vertical"
        onFinish={onFinish}
        initialValues={blank}
        aria-label={title}
      >
        <FormErrorAlert error={error} />
        <Form.Item
          name="name"
          label={t('templates.heroes.skinName')}
          rules={[{ required: true, whitespace: true, message: t('templates.heroes.nameRequired') }]}
        >
          <Input maxLength={SKIN_NAME_MAX} />
        </Form.Item>
        <EnglishNameField max={SKIN_NAME_MAX} />
        <Form.Item name="quality" label={t('templates.heroes.quality')} extra={t('templates.heroes.qualityHint')}>
          <Input maxLength={SKIN_QUALITY_MAX} />
        </Form.Item>
        <Form.Item name="choiceId" label={t('templates.heroes.choice')} extra={t('templates.heroes.choiceHint')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('templates.heroes.noChoice')}
            options={choiceGroups(template)}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('templates.fields.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
