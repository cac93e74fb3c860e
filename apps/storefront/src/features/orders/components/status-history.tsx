import type { OrderDetail } from '@gs/shared/orders';
import { formatDateTime } from '@gs/web/format-date';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusLabels } from '../utils/order-status';
import styles from './order-detail.module.css';

/** Every status change of the order, and every payment that failed, newest first, with who made it. */
export function StatusHistory({ history }: { history: OrderDetail['history'] }) {
  const { t, i18n } = useTranslation();
  // The server lists them in the order they happened (several can share a timestamp): newest first is the reverse.
  const entries = [...history].reverse();
  return (
    <Timeline
      className={styles.history}
      items={entries.map((entry) => ({
        key: `${entry.at}-${entry.to}-${entry.event ?? 'status'}`,
        // A failed payment changes no status: it reads as what happened, marked as a failure.
        ...(entry.event === 'payment_failed' ? { color: 'red' } : {}),
        content: (
          <>
            <strong>
              {entry.event === 'payment_failed' ? t('orders.detail.paymentFailed') : t(statusLabels[entry.to])}
            </strong>
            <span className={styles.meta}>
              {' · '}
              {t(`orders.actor.${entry.actor}`)}
              {' · '}
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
            </span>
            {entry.note ? <span className={styles.historyNote}>{entry.note}</span> : null}
          </>
        ),
      }))}
    />
  );
}
