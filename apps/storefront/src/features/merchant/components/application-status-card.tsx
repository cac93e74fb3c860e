import type { MerchantApplication } from '@gs/shared/merchant-application';
import { formatDateTime } from '@gs/web/format-date';
import { Alert, Button, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './merchant.module.css';

const statusColors = { pending: 'processing', approved: 'success', rejected: 'error' } as const;

/**
 * My latest application: its status first with what happens next (pending: when and how we answer; approved: the
 * staff's note on the next steps; rejected: the reason and "Apply again"), then what I sent (documents only as
 * "provided").
 */
export function ApplicationStatusCard({
  application,
  onApplyAgain,
}: {
  application: MerchantApplication;
  onApplyAgain: () => void;
}) {
  const { t, i18n } = useTranslation();
  const at = (iso: string) => formatDateTime(iso, i18n.language);
  const documents = [
    application.documents.licence ? t('merchant.documents.licence') : null,
    application.documents.idFront ? t('merchant.documents.idFront') : null,
    application.documents.idBack ? t('merchant.documents.idBack') : null,
  ].filter(Boolean);

  return (
    <section className={styles.card} aria-labelledby="merchant-status-title">
      <div className={styles.cardHead}>
        <h2 id="merchant-status-title" className={styles.cardTitle}>
          {t('merchant.status.title')}
        </h2>
        <Tag color={statusColors[application.status]}>{t(`merchant.status.${application.status}`)}</Tag>
      </div>
      <p className={styles.muted}>
        {t('merchant.status.submittedAt', { time: at(application.submittedAt) })}
        {application.decidedAt ? ` · ${t('merchant.status.decidedAt', { time: at(application.decidedAt) })}` : ''}
      </p>
      {application.status === 'pending' ? (
        <Alert type="info" showIcon title={t('merchant.status.pendingNext', { phone: application.phone })} />
      ) : null}
      {application.status === 'approved' ? (
        <Alert
          type="success"
          showIcon
          title={t('merchant.status.approvedTitle')}
          description={
            <>
              <p>{application.decisionNote || t('merchant.status.approvedNext')}</p>
              <p>{t('merchant.status.approvedContact')}</p>
            </>
          }
        />
      ) : null}
      {application.status === 'rejected' ? (
        <Alert
          type="error"
          showIcon
          title={t('merchant.status.rejectedTitle')}
          description={t('merchant.status.rejectReason', { reason: application.rejectReason ?? '' })}
        />
      ) : null}
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={t('merchant.form.kind')}>{t(`merchant.kinds.${application.kind}`)}</Descriptions.Item>
        <Descriptions.Item
          label={application.kind === 'company' ? t('merchant.form.companyName') : t('merchant.form.realName')}
        >
          {(application.kind === 'company' ? application.companyName : application.realName) ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.form.contactName')}>{application.contactName}</Descriptions.Item>
        <Descriptions.Item label={t('merchant.form.phone')}>{application.phone}</Descriptions.Item>
        <Descriptions.Item label={t('merchant.form.games')}>
          {application.games.map((game) => game.name).join(t('merchant.listSeparator'))}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.form.volume')}>
          {t(`merchant.volumes.${application.monthlyVolume}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.documents.label')}>
          {documents.length
            ? t('merchant.documents.provided', { list: documents.join(t('merchant.listSeparator')) })
            : '—'}
        </Descriptions.Item>
      </Descriptions>
      {application.status === 'rejected' ? (
        <div className={styles.actions}>
          <Button type="primary" size="large" onClick={onApplyAgain}>
            {t('merchant.applyAgain')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
