import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import type { RebindStep, RebindStepState } from '@gs/shared/orders';
import { Progress } from 'antd';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './order-detail.module.css';

const stepLabels: Record<RebindStep, ParseKeys> = {
  phone: 'orders.rebind.phone',
  email: 'orders.rebind.email',
  real_name: 'orders.rebind.real_name',
  security_lock: 'orders.rebind.security_lock',
};

/** The staff's rebinding checklist (phone, email, real name, security lock) with its progress and notes. */
export function RebindingProgress({ steps }: { steps: RebindStepState[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return <p className={styles.meta}>{t('orders.rebind.notStarted')}</p>;
  const done = steps.filter((step) => step.done).length;
  return (
    <div>
      <Progress
        percent={Math.round((done / steps.length) * 100)}
        format={() => t('orders.rebind.progress', { done, total: steps.length })}
        aria-label={t('orders.rebind.title')}
      />
      <ul className={styles.checklist}>
        {steps.map((step) => (
          <li key={step.step} className={step.done ? styles.stepDone : styles.stepPending}>
            {step.done ? <CheckCircleFilled aria-hidden /> : <ClockCircleOutlined aria-hidden />}
            <span>
              {t(stepLabels[step.step])}
              <span className="visually-hidden">
                {step.done ? t('orders.rebind.done') : t('orders.rebind.pending')}
              </span>
            </span>
            {step.note ? <span className={styles.stepNote}>{step.note}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
