import { CopyOutlined, EyeOutlined } from '@ant-design/icons';
import { copyText } from '@gs/web/copy-text';
import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { useRevealCredentials } from '../api/get-credentials';
import styles from './order-detail.module.css';

/**
 * The delivered account's login and password, shown only after an explicit click (each reveal is audited). They
 * stay in this component's state: never in the query cache or storage; Hide forgets them.
 */
export function CredentialsPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reveal = useRevealCredentials();

  const copy = async (text: string, what: string) => {
    const copied = await copyText(text);
    if (copied) void message.success(t('orders.credentials.copied', { what }));
    else void message.warning(t('orders.credentials.copyFailed'));
  };

  if (!reveal.data) {
    return (
      <div className={styles.reveal}>
        <p className={styles.meta}>{t('orders.credentials.hint')}</p>
        <FormErrorAlert error={reveal.error} />
        <Button icon={<EyeOutlined />} size="large" loading={reveal.isPending} onClick={() => reveal.mutate(orderId)}>
          {t('orders.credentials.reveal')}
        </Button>
      </div>
    );
  }

  const { login, password, notes } = reveal.data;
  const fields = [
    { label: t('orders.credentials.login'), value: login },
    { label: t('orders.credentials.password'), value: password },
  ];
  return (
    <div className={styles.reveal}>
      <Alert type="warning" showIcon title={t('orders.credentials.warning')} />
      <dl className={styles.credentials}>
        {fields.map((field) => (
          <div key={field.label} className={styles.credentialRow}>
            <dt>{field.label}</dt>
            <dd>
              <code className={styles.secret}>{field.value}</code>
              <Button
                icon={<CopyOutlined />}
                aria-label={t('orders.credentials.copy', { what: field.label })}
                onClick={() => void copy(field.value, field.label)}
              />
            </dd>
          </div>
        ))}
        {notes ? (
          <div className={styles.credentialRow}>
            <dt>{t('orders.credentials.notes')}</dt>
            <dd className={styles.notes}>{notes}</dd>
          </div>
        ) : null}
      </dl>
      <Button onClick={() => reveal.reset()}>{t('orders.credentials.hide')}</Button>
    </div>
  );
}
