import { MERCHANT_NOTE_MAX } from '@gs/shared/merchant-application';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';

/** Confirms an approval, with an optional note telling the applicant what happens next (shown on their page). */
export function ApproveModal({
  open,
  name,
  busy,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (note: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string }>();
  const { onFinish, error } = useFormSubmit<{ note?: string }>(form, async ({ note }) => onSubmit(note?.trim() ?? ''));
  return (
    <Modal
      open={open}
      title={t('merchantApplications.approveTitle', { name })}
      okText={t('merchantApplications.approve')}
      onOk={() => form.submit()}
      confirmLoading={busy}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('merchantApplications.approveBody')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <FormErrorAlert error={error} />
        <Form.Item
          name="note"
          label={t('merchantApplications.approveNote')}
          extra={t('merchantApplications.approveNoteHint')}
        >
          <Input.TextArea rows={4} maxLength={MERCHANT_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
