import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { FormErrorAlert } from './form-error-alert';

interface ReasonModalProps {
  open: boolean;
  /** "Reject the request" */
  title: string;
  /** What happens, and who reads the reason. */
  description?: string;
  /** The field's label ("Reason the seller sees"). */
  label: string;
  okText: string;
  /** Shown under an empty field. */
  requiredMessage: string;
  maxLength?: number;
  onCancel: () => void;
  /** Sends the reason; a server field error on `reason` lands under the field, any other above the form. */
  onSubmit: (reason: string) => Promise<void>;
}

/** A dialog asking for the reason of a rejection before it is sent (the server checks it again). */
export function ReasonModal(props: ReasonModalProps) {
  const { open, title, description, label, okText, requiredMessage, maxLength = 200, onCancel, onSubmit } = props;
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const { onFinish, error } = useFormSubmit<{ reason: string }>(form, async ({ reason }) => {
    setBusy(true);
    try {
      await onSubmit(reason.trim());
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      <FormErrorAlert error={error} />
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[
            { required: true, whitespace: true, message: requiredMessage },
            { min: 2, message: requiredMessage },
          ]}
        >
          <Input.TextArea rows={3} maxLength={maxLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
