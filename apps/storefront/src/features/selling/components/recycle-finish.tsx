import { Button, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatPrice } from '../../../hooks/use-format-price';
import { paths } from '../../../lib/paths';
import { useMyRecycles } from '../api/get-my-recycles';
import { myRecycleRequestsPath } from '../utils/selling-paths';
import styles from './selling.module.css';

/**
 * The result of a quick-recycle submit (/pages/finish?type=recycle&id&number): the request number, its quote (from
 * my newest requests), and what happens next — staff verify, then the quote is paid into the wallet.
 */
export function RecycleFinish({ id, number }: { id: number | null; number: string | null }) {
  const { t } = useTranslation();
  const money = useFormatPrice();
  const navigate = useNavigate();
  const requests = useMyRecycles({ pageNum: 1, pageSize: 10 });
  const request = id === null ? undefined : requests.data?.rows.find((row) => row.id === id);
  const steps = ['verify', 'paid', 'listed'] as const;
  return (
    <div className={styles.stack}>
      <section className={styles.card}>
        <Result
          status="success"
          title={t('quickRecycle.finish.title')}
          subTitle={
            <>
              {number ? (
                <span className={styles.finishNumber}>{t('quickRecycle.finish.number', { number })}</span>
              ) : null}
              {request ? (
                <span className={styles.finishNumber}>
                  {t('quickRecycle.finish.quote', { amount: money(request.quoteFen) })}
                </span>
              ) : null}
              <span>{t('quickRecycle.finish.verify')}</span>
            </>
          }
          extra={[
            <Button key="requests" type="primary" size="large" onClick={() => void navigate(myRecycleRequestsPath)}>
              {t('quickRecycle.finish.requests')}
            </Button>,
            <Button key="again" size="large" onClick={() => void navigate(paths.sale)}>
              {t('quickRecycle.finish.sellAnother')}
            </Button>,
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="recycle-finish-next">
        <h2 id="recycle-finish-next" className={styles.cardTitle}>
          {t('quickRecycle.finish.nextTitle')}
        </h2>
        <Steps
          orientation="vertical"
          size="small"
          current={0}
          items={steps.map((step) => ({
            title: t(`quickRecycle.finish.steps.${step}.title`),
            content: t(`quickRecycle.finish.steps.${step}.text`),
          }))}
          className={styles.finishSteps}
        />
      </section>
    </div>
  );
}
