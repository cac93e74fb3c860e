import { Button, Form, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import type { SectionFormState } from './use-section-form';

interface SectionFormProps<V> {
  /** The tab's name, for the form's accessible name. */
  label: string;
  state: SectionFormState<V>;
  children: ReactNode;
  /** Buttons beside Save (e.g. "Test connection"). */
  actions?: ReactNode;
}

/** A settings tab's form: its fields, a failure above them, and Save / Discard with the unsaved-changes hint. */
export function SectionForm<V>({ label, state, children, actions }: SectionFormProps<V>) {
  const { t } = useTranslation();
  return (
    <Form<V>
      form={state.form}
      layout="vertical"
      aria-label={label}
      initialValues={state.initialValues as unknown as Record<string, unknown>}
      onFinish={state.onFinish}
      onValuesChange={state.onValuesChange}
      style={{ maxWidth: 880 }}
      scrollToFirstError
    >
      <FormErrorAlert error={state.error} />
      {children}
      <Space wrap style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={state.saving}>
          {t('settings.save')}
        </Button>
        <Button onClick={state.discard} disabled={!state.dirty || state.saving}>
          {t('settings.discard')}
        </Button>
        {actions}
        {state.dirty ? <Typography.Text type="warning">{t('settings.unsaved')}</Typography.Text> : null}
      </Space>
    </Form>
  );
}
