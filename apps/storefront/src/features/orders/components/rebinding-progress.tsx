import { CheckCircleFilled, ClockCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import type { RebindStep, RebindStepState } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
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

/**
 * The staff's rebinding checklist (phone, email, real name, security lock) with its notes. While staff work on it,
 * its progress and the steps still pending; once the account is handed over (`closed`), what was done and when,
 * and the steps left undone as not done: nobody is still working on them.
 */
export function RebindingProgress({ steps, closed }: { steps: RebindStepState[]; closed: boolean }) {
  const { t, i18n } = useTranslation();
  if (steps.length === 0)
    return <p className={styles.meta}>{closed ? t('orders.rebind.none') : t('orders.rebind.notStarted')}</p>;
  const done = steps.filter((step) => step.done).length;
  const total = steps.length;
  return (
    <div>
      {closed ? (
        <p className={styles.meta}>
          {done === total ? t('orders.rebind.closedAll', { total }) : t('orders.rebind.closedSome', { done, total })}
        </p>
      ) : (
        <Progress
          percent={Math.round((done / total) * 100)}
          format={() => t('orders.rebind.progress', { done, total })}
          aria-label={t('orders.rebind.title')}
        />
      )}
      <ul className={styles.checklist}>
        {steps.map((step) => (
          <li key={step.step} className={step.done ? styles.stepDone : styles.stepPending}>
            <StepIcon done={step.done} closed={closed} />
            <span>
              {t(stepLabels[step.step])}
              {/* Not done at hand-over reads as visible text below; otherwise the icon's meaning, for screen readers. */}
              {closed && !step.done ? null : (
                <span className="visually-hidden">
                  {step.done ? t('orders.rebind.done') : t('orders.rebind.pending')}
                </span>
              )}
            </span>
            {closed && !step.done ? <span className={styles.stepNotDone}>{t('orders.rebind.notDone')}</span> : null}
            {closed && step.done && step.updatedAt ? (
              <span className={styles.stepNote}>
                {t('orders.rebind.doneAt', { at: formatDateTime(step.updatedAt, i18n.language) })}
              </span>
            ) : null}
            {step.note ? <span className={styles.stepNote}>{step.note}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function StepIcon({ done, closed }: { done: boolean; closed: boolean }) {
  if (done) return <CheckCircleFilled aria-hidden />;
  return closed ? <MinusCircleOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />;
}
