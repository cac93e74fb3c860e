import { gameTypes } from '@gs/shared/games';
import type { StaffGame, StaffGameInput } from '@gs/shared/staff-catalogue';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnglishNameField } from '../../../components/english-name-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { ImageUpload } from '../../../components/image-upload';
import { uploadGameIcon, useSaveGame } from '../api/save-game';

const initials = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

interface GameFormValues {
  name: string;
  nameEn: string;
  keyword: string;
  initial: string;
  type: StaffGameInput['type'];
  icon: string;
  sort: number;
  hot: boolean;
}

const blank: GameFormValues = {
  name: '',
  nameEn: '',
  keyword: '',
  initial: 'A',
  type: 'mobile',
  icon: '',
  sort: 0,
  hot: false,
};

/** The initial of a name that starts with a Latin letter; the owner picks it for other names (pinyin). */
function guessInitial(name: string): string | null {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : null;
}

/** Adds a game (`game` null) or edits one; a duplicate name or a refused icon is shown at its field. */
export function GameFormModal({ open, game, onClose }: { open: boolean; game: StaffGame | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GameFormValues>();
  const save = useSaveGame();
  const { onFinish, error } = useFormSubmit<GameFormValues>(form, async (values) => {
    await save.mutateAsync({ id: game?.id ?? null, input: values });
    void message.success(t(game ? 'catalogue.games.saved' : 'catalogue.games.added'));
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      game
        ? {
            name: game.name,
            nameEn: game.nameEn,
            keyword: game.keyword,
            initial: game.initial,
            type: game.type,
            icon: game.icon,
            sort: game.sort,
            hot: game.hot,
          }
        : blank,
    );
  }, [open, game, form]);

  return (
    <Modal
      open={open}
      title={t(game ? 'catalogue.games.editTitle' : 'catalogue.games.addTitle')}
      okText={t('catalogue.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      width={600}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={blank}
        onValuesChange={(changed: Partial<GameFormValues>) => {
          // A new game's initial follows a Latin name until the owner picks one.
          if (!game && changed.name !== undefined && !form.isFieldTouched('initial')) {
            const initial = guessInitial(changed.name);
            if (initial) form.setFieldValue('initial', initial);
          }
        }}
      >
        <FormErrorAlert error={error} />
        <Form.Item
          name="name"
          label={t('catalogue.games.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('catalogue.games.nameRequired') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <EnglishNameField max={60} />
        <Form.Item name="keyword" label={t('catalogue.games.fields.keyword')} extra={t('catalogue.games.keywordHint')}>
          <Input maxLength={200} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item
            name="initial"
            label={t('catalogue.games.fields.initial')}
            rules={[{ required: true }]}
            style={{ minWidth: 120 }}
          >
            <Select showSearch options={initials.map((letter) => ({ value: letter, label: letter }))} />
          </Form.Item>
          <Form.Item name="type" label={t('catalogue.games.fields.type')} rules={[{ required: true }]}>
            <Select
              style={{ minWidth: 140 }}
              options={gameTypes.map((type) => ({ value: type, label: t(`catalogue.games.types.${type}`) }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('catalogue.fields.sort')} extra={t('catalogue.sortHint')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item
            name="hot"
            label={t('catalogue.games.fields.hot')}
            valuePropName="checked"
            extra={t('catalogue.games.hotHint')}
          >
            <Switch />
          </Form.Item>
        </div>
        <Form.Item name="icon" label={t('catalogue.games.fields.icon')}>
          <ImageUpload
            upload={uploadGameIcon}
            aspect={1}
            maxSizeMb={2}
            previewWidth={80}
            previewHeight={80}
            alt={t('catalogue.games.fields.icon')}
            labels={{ hint: t('catalogue.games.iconHint') }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
