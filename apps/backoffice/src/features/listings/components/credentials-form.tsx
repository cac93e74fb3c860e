import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { usePutListingCredentials } from '../api/change-listing';

interface CredentialValues {
  login: string;
  password: string;
  notes?: string;
}

/**
 * Replaces the credentials in the vault (write-only: nothing is ever read back into the form, and the fields are
 * cleared once stored). The server audits the call without the values.
 */
export function CredentialsForm({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<CredentialValues>();
  const [error, setError] = useState<unknown>(null);
  const put = usePutListingCredentials();

  const store = (values: CredentialValues) => {
    modal.confirm({
      title: t('listings.credentials.confirmTitle'),
      content: t('listings.credentials.confirmText'),
      okText: t('listings.credentials.save'),
      cancelText: t('listings.actions.cancel'),
      onOk: async () => {
        setError(null);
        try {
          await put.mutateAsync({
            id: listingId,
            credentials: { login: values.login.trim(), password: values.password, notes: values.notes?.trim() ?? '' },
          });
          form.resetFields();
          message.success(t('listings.credentials.saved'));
        } catch (failure) {
          setError(failure);
        }
      },
    });
  };

  return (
    <Form<CredentialValues>
      form={form}
      layout="vertical"
      autoComplete="off"
      aria-label={t('listings.credentials.title')}
      onFinish={store}
    >
      <Typography.Paragraph type="secondary">{t('listings.credentials.description')}</Typography.Paragraph>
      <FormErrorAlert error={error} />
      <Form.Item
        name="login"
        label={t('listings.credentials.login')}
        rules={[{ required: true, whitespace: true, message: t('listings.credentials.loginRequired') }]}
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('listings.credentials.password')}
        rules={[{ required: true, message: t('listings.credentials.passwordRequired') }]}
      >
        <Input.Password maxLength={200} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="notes" label={t('listings.credentials.notes')}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={put.isPending}>
        {t('listings.credentials.save')}
      </Button>
    </Form>
  );
}
