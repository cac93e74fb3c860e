import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Form, type FormRule, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
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
  /** The cancel button's text, when the screen words it itself. */
  cancelText?: string;
  /** Shown under an empty field. */
  requiredMessage: string;
  /** Shown under a one-character reason; the required message unless told. */
  tooShortMessage?: string;
  maxLength?: number;
  /** Shown over the limit, when the screen says so in words too (the field stops at `maxLength` anyway). */
  tooLongMessage?: string;
  placeholder?: string;
  onCancel: () => void;
  /**
   * Sends the reason; a server field error on `reason` lands under the field, any other above the form, and the
   * dialog stays open.
   */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * A dialog asking for the reason of a rejection, block or take-down before it is sent (at least 2 characters; the
 * server checks it again). Ctrl/⌘ + Enter submits, so a reviewer can work a queue from the keyboard.
 */
export function ReasonModal(props: ReasonModalProps) {
  const { open, title, description, label, okText, cancelText, requiredMessage, onCancel, onSubmit } = props;
  const { tooShortMessage = requiredMessage, maxLength = 200, tooLongMessage, placeholder } = props;
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  // Its own form name: a screen may hold two of these dialogs, and field ids (the labels' targets) must differ.
  const formName = `reason${useId()}`;
  const { onFinish, error } = useFormSubmit<{ reason: string }>(form, async ({ reason }) => {
    setBusy(true);
    try {
      await onSubmit(reason.trim());
    } finally {
      setBusy(false);
    }
  });
  const rules: FormRule[] = [
    { required: true, whitespace: true, message: requiredMessage },
    { min: 2, message: tooShortMessage },
    ...(tooLongMessage ? [{ max: maxLength, message: tooLongMessage }] : []),
  ];
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      <FormErrorAlert error={error} />
      <Form form={form} name={formName} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item name="reason" label={label} rules={rules}>
          <Input.TextArea
            autoFocus
            rows={3}
            maxLength={maxLength}
            showCount
            placeholder={placeholder}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                form.submit();
              }
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
