import { REJECT_REASON_MAX } from '@gs/shared/consignment';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonModalProps {
  open: boolean;
  title: string;
  /** What the reason is for, shown under the title ("The seller sees this reason"). */
  description: string;
  okText: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Asks for the reason of a reject or take-down (required, at most 200 characters). Ctrl/⌘ + Enter submits, so a
 * reviewer can work the queue from the keyboard; the modal stays open with the error when the call fails.
 */
export function ReasonModal({ open, title, description, okText, onSubmit, onCancel }: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(reason.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('listings.actions.cancel')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item
          name="reason"
          label={description}
          rules={[
            { required: true, whitespace: true, message: t('listings.reason.required') },
            { min: 2, message: t('listings.reason.tooShort') },
            { max: REJECT_REASON_MAX, message: t('listings.reason.tooLong', { max: REJECT_REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            autoFocus
            rows={3}
            maxLength={REJECT_REASON_MAX}
            showCount
            placeholder={t('listings.reason.placeholder')}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void submit().catch(() => undefined);
              }
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
