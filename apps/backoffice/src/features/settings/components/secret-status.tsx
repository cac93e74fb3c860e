import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { formatDateTime } from '@gs/web/format-date';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a write-only key is stored: "Set on …" with its fingerprint, or "Not set". The key itself never shows. */
export function SecretStatus({
  set,
  setAt,
  fingerprint,
}: {
  set: boolean;
  setAt: string | null;
  fingerprint?: string | null;
}) {
  const { t, i18n } = useTranslation();
  if (!set) {
    return (
      <Space size={4}>
        <ExclamationCircleFilled style={{ color: '#faad14' }} />
        <Typography.Text type="secondary">{t('settings.secret.notSet')}</Typography.Text>
      </Space>
    );
  }
  return (
    <Space size={4} wrap>
      <CheckCircleFilled style={{ color: '#52c41a' }} />
      <Typography.Text>
        {setAt ? t('settings.secret.setOn', { date: formatDateTime(setAt, i18n.language) }) : t('settings.secret.set')}
      </Typography.Text>
      {fingerprint ? (
        <Typography.Text type="secondary">
          {t('settings.secret.fingerprint')} <Typography.Text code>{fingerprint}</Typography.Text>
        </Typography.Text>
      ) : null}
    </Space>
  );
}
