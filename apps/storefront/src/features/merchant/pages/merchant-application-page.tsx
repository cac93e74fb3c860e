import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useMerchantApplication } from '../api/get-merchant-application';
import { ApplicationStatusCard } from '../components/application-status-card';
import styles from '../components/merchant.module.css';
import { MerchantApplicationForm, valuesFromApplication } from '../components/merchant-application-form';

/**
 * /pages/other/shenqingShangjia (merchant application): my latest application's status first; the form when I have
 * none, or after "Apply again" on a rejected one (pre-filled from it). Requires login (route table).
 */
export function MerchantApplicationPage() {
  const { t } = useTranslation();
  const latest = useMerchantApplication();
  // The id of the rejected application being re-applied for: the form shows, pre-filled from it.
  const [reapplyingFor, setReapplyingFor] = useState<number | null>(null);

  let body: React.ReactNode;
  if (latest.isPending) body = <LoadingState label={t('common.loading')} rows={6} />;
  else if (latest.isError)
    body = (
      <ErrorState
        title={t('merchant.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={latest.isFetching}
            onClick={() => void latest.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (!latest.data)
    body = (
      <>
        <p className={styles.muted}>{t('merchant.intro')}</p>
        <MerchantApplicationForm />
      </>
    );
  else if (latest.data.status === 'rejected' && reapplyingFor === latest.data.id)
    body = (
      <>
        <p className={styles.muted}>{t('merchant.reapplyIntro')}</p>
        <MerchantApplicationForm initialValues={valuesFromApplication(latest.data)} />
      </>
    );
  else {
    const application = latest.data;
    body = <ApplicationStatusCard application={application} onApplyAgain={() => setReapplyingFor(application.id)} />;
  }

  return (
    <PageFrame
      title={t('route.merchantApplication')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
    >
      {body}
    </PageFrame>
  );
}
