import {
  type BlacklistReasonCategory,
  blacklistReasonCategories,
  blacklistReasonLabel,
  type CreateBlacklistEntryInput,
} from '@gs/shared/blacklist';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { gamesQueryOptions } from '../../../lib/get-games';
import { useAddBlacklistEntry } from '../api/add-blacklist-entry';

interface AddValues {
  kind: 'account' | 'seller';
  gameId?: number;
  account?: string;
  sellerPhone?: string;
  reasonCategory?: BlacklistReasonCategory;
  note?: string;
  evidence?: string;
}

/** The add dialog: a game account (game + login) or a seller (phone, one game or all), the reason and evidence. */
export function AddEntryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddValues>();
  const kind = Form.useWatch('kind', form) ?? 'account';
  const games = useQuery(gamesQueryOptions());
  const add = useAddBlacklistEntry();
  const { onFinish, error } = useFormSubmit<AddValues>(form, async (values) => {
    const input: CreateBlacklistEntryInput = {
      ...(values.gameId ? { gameId: values.gameId } : {}),
      ...(values.kind === 'account' ? { account: values.account ?? '' } : { sellerPhone: values.sellerPhone ?? '' }),
      reasonCategory: values.reasonCategory ?? 'other',
      note: values.note ?? '',
      evidence: values.evidence ?? '',
    };
    await add.mutateAsync(input);
    void message.success(t('blacklist.added'));
    form.resetFields();
    onClose();
  });

  return (
    <Modal
      open={open}
      title={t('blacklist.addTitle')}
      okText={t('blacklist.add')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      destroyOnHidden
      forceRender
    >
      <Form<AddValues>
        form={form}
        name="blacklistAdd"
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ kind: 'account', reasonCategory: 'retrieval' }}
      >
        <FormErrorAlert error={error} />
        <Form.Item name="kind" label={t('blacklist.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'account', label: t('blacklist.kinds.account') },
              { value: 'seller', label: t('blacklist.kinds.seller') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="gameId"
          label={kind === 'account' ? t('blacklist.game') : t('blacklist.gameOptional')}
          rules={kind === 'account' ? [{ required: true, message: t('blacklist.gameRequired') }] : []}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={games.isPending}
            placeholder={kind === 'account' ? t('blacklist.gamePlaceholder') : t('blacklist.allGames')}
            options={(games.data ?? []).map((game) => ({ value: game.id, label: game.name }))}
          />
        </Form.Item>
        {kind === 'account' ? (
          <Form.Item
            name="account"
            label={t('blacklist.account')}
            extra={t('blacklist.accountHint')}
            rules={[{ required: true, whitespace: true, message: t('blacklist.accountRequired') }, { max: 64 }]}
          >
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item
            name="sellerPhone"
            label={t('blacklist.sellerPhone')}
            rules={[{ required: true, pattern: /^1\d{10}$/, message: t('blacklist.sellerPhoneInvalid') }]}
          >
            <Input maxLength={11} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="reasonCategory"
          label={t('blacklist.reason')}
          rules={[{ required: true, message: t('blacklist.reasonRequired') }]}
        >
          <Select
            options={blacklistReasonCategories.map((value) => ({
              value,
              label: blacklistReasonLabel(value, i18n.language),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('blacklist.note')}
          rules={[{ required: true, whitespace: true, message: t('blacklist.noteRequired') }, { max: 200 }]}
        >
          <Input.TextArea rows={2} showCount maxLength={200} />
        </Form.Item>
        <Form.Item name="evidence" label={t('blacklist.evidence')} extra={t('blacklist.evidenceHint')}>
          <Input.TextArea rows={3} showCount maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
