import { PlusOutlined } from '@ant-design/icons';
import { useFormSubmit } from '@gs/web/hooks/use-form-submit';
import { Button, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';

/** The green "Enabled" or grey "Disabled" tag of a template row. */
export function StateTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return enabled ? <Tag color="green">{t('templates.enabled')}</Tag> : <Tag>{t('templates.disabled')}</Tag>;
}

interface EnabledToggleProps {
  name: string;
  enabled: boolean;
  /** The confirmation asked before disabling (disabling hides the row from sellers and buyers). */
  confirmTitle: string;
  confirmText?: string;
  onToggle: (enabled: boolean) => void | Promise<void>;
}

/**
 * Disables a row after a confirmation, or enables it again at once. Its clicks stay inside the button, so a row
 * that opens on click (a hero) is not opened by them.
 */
export function EnabledToggle({ name, enabled, confirmTitle, confirmText, onToggle }: EnabledToggleProps) {
  const { t } = useTranslation();
  if (!enabled) {
    return (
      <Button
        size="small"
        aria-label={t('templates.enableNamed', { name })}
        onClick={(event) => {
          event.stopPropagation();
          void onToggle(true);
        }}
      >
        {t('templates.enable')}
      </Button>
    );
  }
  return (
    <Popconfirm
      title={confirmTitle}
      description={confirmText}
      okText={t('templates.disable')}
      onConfirm={() => onToggle(false)}
    >
      <Button
        size="small"
        aria-label={t('templates.disableNamed', { name })}
        onClick={(event) => event.stopPropagation()}
      >
        {t('templates.disable')}
      </Button>
    </Popconfirm>
  );
}

interface RenamableNameProps {
  name: string;
  enabled: boolean;
  maxLength: number;
  /** The pencil's tooltip. */
  renameLabel: string;
  /** Called with the trimmed new name, only when it is not empty and differs. */
  onRename: (name: string) => void;
  /** How a disabled row shows: struck through, or with a "Disabled" tag beside it. */
  disabledAs: 'strike' | 'tag';
}

/** A row's name, renamed in place with the pencil beside it. */
export function RenamableName({ name, enabled, maxLength, renameLabel, onRename, disabledAs }: RenamableNameProps) {
  const text = (
    <Typography.Text
      delete={disabledAs === 'strike' && !enabled}
      type={enabled ? undefined : 'secondary'}
      editable={{
        maxLength,
        triggerType: ['icon'],
        tooltip: renameLabel,
        text: name,
        onChange: (next) => {
          const trimmed = next.trim();
          if (trimmed && trimmed !== name) onRename(trimmed);
        },
      }}
    >
      {name}
    </Typography.Text>
  );
  if (disabledAs === 'strike' || enabled) return text;
  return (
    <Space size={4} wrap>
      {text}
      <StateTag enabled={false} />
    </Space>
  );
}

interface AddNameFormProps {
  /** The form's name (field ids) and its accessible label. */
  formName: string;
  label: string;
  inputLabel: string;
  placeholder: string;
  requiredMessage: string;
  submitText: string;
  maxLength: number;
  pending: boolean;
  /** Saves the trimmed name; the field is cleared after it resolves, server field errors land under it. */
  onAdd: (name: string) => Promise<void>;
  style?: CSSProperties;
}

/** One text field and an "Add" button, for lists whose rows are created by name (choices, heroes). */
export function AddNameForm(props: AddNameFormProps) {
  const [form] = Form.useForm<{ name: string }>();
  const { onFinish, error } = useFormSubmit<{ name: string }>(form, async ({ name }) => {
    await props.onAdd(name.trim());
    form.resetFields();
  });
  return (
    <Form form={form} name={props.formName} onFinish={onFinish} style={props.style} aria-label={props.label}>
      <FormErrorAlert error={error} />
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Form.Item name="name" noStyle rules={[{ required: true, whitespace: true, message: props.requiredMessage }]}>
          <Input maxLength={props.maxLength} placeholder={props.placeholder} aria-label={props.inputLabel} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={props.pending}>
          {props.submitText}
        </Button>
      </Space.Compact>
      <Form.Item shouldUpdate noStyle>
        {() => {
          const errors = form.getFieldError('name');
          return errors.length > 0 ? (
            <Typography.Paragraph type="danger" style={{ marginTop: 4, marginBottom: 0 }}>
              {errors[0]}
            </Typography.Paragraph>
          ) : null;
        }}
      </Form.Item>
    </Form>
  );
}
