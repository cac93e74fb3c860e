import type { RegionKind } from '@gs/shared/games';
import type { StaffRegionNode } from '@gs/shared/staff-catalogue';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../../components/english-name-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useCreateRegion, useRenameRegion } from '../api/change-region';

/** What the modal does: add a node of `kind` under `parent` (null: a root), or rename `node`. */
export type RegionEdit =
  | { mode: 'add'; parent: StaffRegionNode | null; kind: RegionKind }
  | { mode: 'rename'; node: StaffRegionNode };

interface Values {
  name: string;
  nameEn: string;
  key: string;
}

const keyed = (kind: RegionKind) => kind === 'system' || kind === 'operator';

/** Adds a node or renames one; a sibling's name is refused at the field. */
export function RegionNodeModal({
  gameId,
  edit,
  onClose,
}: {
  gameId: number;
  edit: RegionEdit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateRegion(gameId);
  const rename = useRenameRegion(gameId);
  const kind = edit ? (edit.mode === 'add' ? edit.kind : edit.node.kind) : 'region';
  const { onFinish, error } = useFormSubmit<Values>(form, async (values) => {
    if (!edit) return;
    if (edit.mode === 'add') {
      await create.mutateAsync({
        gameId,
        parentId: edit.parent?.id ?? null,
        name: values.name,
        nameEn: values.nameEn ?? '',
        key: values.key ?? '',
      });
      void message.success(t('catalogue.regions.added', { name: values.name }));
    } else {
      await rename.mutateAsync({
        id: edit.node.id,
        input: { name: values.name, nameEn: values.nameEn ?? '', key: values.key ?? '' },
      });
      void message.success(t('catalogue.regions.renamed', { name: values.name }));
    }
    onClose();
  });

  useEffect(() => {
    if (!edit) return;
    form.resetFields();
    form.setFieldsValue(
      edit.mode === 'rename'
        ? { name: edit.node.name, nameEn: edit.node.nameEn, key: edit.node.key }
        : { name: '', nameEn: '', key: '' },
    );
  }, [edit, form]);

  const title = !edit
    ? ''
    : edit.mode === 'rename'
      ? t('catalogue.regions.renameTitle', { name: edit.node.name })
      : edit.parent
        ? t('catalogue.regions.addChildTitle', { kind: t(`catalogue.regions.kinds.${kind}`), parent: edit.parent.name })
        : t('catalogue.regions.addRootTitle', { kind: t(`catalogue.regions.kinds.${kind}`) });

  return (
    <Modal
      open={edit !== null}
      title={title}
      okText={t('catalogue.save')}
      onOk={() => form.submit()}
      confirmLoading={create.isPending || rename.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <FormErrorAlert error={error} />
        {edit?.mode === 'add' ? (
          <Typography.Paragraph type="secondary">
            {t('catalogue.regions.kindHint', { kind: t(`catalogue.regions.kinds.${kind}`) })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          name="name"
          label={t('catalogue.regions.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('catalogue.regions.nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <EnglishNameField max={60} />
        {keyed(kind) ? (
          <Form.Item
            name="key"
            label={t('catalogue.regions.fields.key')}
            extra={t('catalogue.regions.keyHint')}
            rules={[{ pattern: /^[a-z0-9_-]*$/, message: t('catalogue.regions.keyInvalid') }]}
          >
            <Input maxLength={40} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
