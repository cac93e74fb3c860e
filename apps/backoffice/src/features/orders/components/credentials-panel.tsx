import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { Credentials } from '@gs/shared/orders';
import { describeError } from '@gs/web/error-message';
import { App, Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrderCredentials } from '../api/get-order-credentials';

/**
 * "Show credentials" → a confirmation that the read is audited → the login. Kept in this component's state only
 * (never in the query cache), so hiding it or closing the drawer forgets it.
 */
export function CredentialsPanel({ orderId, available }: { orderId: number; available: boolean }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [loading, setLoading] = useState(false);

  if (!available) return <Typography.Text type="secondary">{t('orders.credentials.none')}</Typography.Text>;

  const reveal = async () => {
    const confirmed = await modal.confirm({
      title: t('orders.credentials.confirmTitle'),
      content: t('orders.credentials.confirmText'),
      okText: t('orders.credentials.confirm'),
      cancelText: t('orders.cancel'),
    });
    if (!confirmed) return;
    setLoading(true);
    try {
      setCredentials(await getOrderCredentials(orderId));
    } catch (error) {
      message.error(`${t('orders.credentials.failed')}: ${describeError(error, t)}`);
    } finally {
      setLoading(false);
    }
  };

  if (!credentials) {
    return (
      <Button icon={<EyeOutlined />} loading={loading} onClick={() => void reveal()}>
        {t('orders.credentials.show')}
      </Button>
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('orders.credentials.login')}>
          <Typography.Text copyable>{credentials.login}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('orders.credentials.password')}>
          <Typography.Text copyable>{credentials.password}</Typography.Text>
        </Descriptions.Item>
        {credentials.notes ? (
          <Descriptions.Item label={t('orders.credentials.notes')}>{credentials.notes}</Descriptions.Item>
        ) : null}
      </Descriptions>
      <Button icon={<EyeInvisibleOutlined />} onClick={() => setCredentials(null)}>
        {t('orders.credentials.hide')}
      </Button>
    </Space>
  );
}
