import { Button, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import styles from './selling.module.css';

/**
 * The result of a consignment submit (/pages/finish?type=consignment&id&number): the listing number, the review
 * that comes first, and the way from there to the seller's money.
 */
export function ConsignmentFinish({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const steps = ['review', 'onSale', 'paid', 'rebind', 'proceeds'] as const;
  return (
    <div className={styles.stack}>
      <section className={styles.card}>
        <Result
          status="success"
          title={t('sellFinish.title')}
          subTitle={
            <>
              {number ? <span className={styles.finishNumber}>{t('sellFinish.number', { number })}</span> : null}
              <span>{t('sellFinish.review')}</span>
            </>
          }
          extra={[
            <Button key="products" type="primary" size="large" onClick={() => void navigate(paths.myProducts)}>
              {t('sellFinish.myProducts')}
            </Button>,
            <Button key="again" size="large" onClick={() => void navigate(paths.sale)}>
              {t('sellFinish.sellAnother')}
            </Button>,
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="sell-finish-next">
        <h2 id="sell-finish-next" className={styles.cardTitle}>
          {t('sellFinish.nextTitle')}
        </h2>
        <Steps
          orientation="vertical"
          size="small"
          current={0}
          items={steps.map((step) => ({
            title: t(`sellFinish.steps.${step}.title`),
            content: t(`sellFinish.steps.${step}.text`),
          }))}
          className={styles.finishSteps}
        />
      </section>
    </div>
  );
}
