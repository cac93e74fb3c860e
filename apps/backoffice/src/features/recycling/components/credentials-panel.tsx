import { EyeOutlined } from '@ant-design/icons';
import type { Credentials } from '@gs/shared/orders';
import { describeError } from '@gs/web/error-message';
import { Alert, App, Button, Descriptions, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecycleCredentials } from '../api/get-recycle-credentials';

/**
 * The account's credentials for verifying it: fetched only after a confirmation (each view is in the audit log),
 * kept in this panel's state only, so closing the drawer forgets them.
 */
export function CredentialsPanel({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);

  const reveal = () =>
    modal.confirm({
      title: t('recycling.credentials.confirmTitle'),
      content: t('recycling.credentials.confirmBody'),
      okText: t('recycling.credentials.show'),
      onOk: async () => {
        setLoading(true);
        setError(null);
        try {
          setCredentials(await getRecycleCredentials(requestId));
        } catch (failure) {
          setError(failure);
        } finally {
          setLoading(false);
        }
      },
    });

  if (!credentials) {
    return (
      <>
        {error ? <Alert type="error" showIcon title={describeError(error, t)} style={{ marginBottom: 8 }} /> : null}
        <Button icon={<EyeOutlined />} onClick={reveal} loading={loading}>
          {t('recycling.credentials.show')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('recycling.credentials.login')}>
          <Typography.Text copyable>{credentials.login}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('recycling.credentials.password')}>
          <Typography.Text copyable>{credentials.password}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('recycling.credentials.notes')}>{credentials.notes || '—'}</Descriptions.Item>
      </Descriptions>
      <Button size="small" style={{ marginTop: 8 }} onClick={() => setCredentials(null)}>
        {t('recycling.credentials.hide')}
      </Button>
    </>
  );
}
