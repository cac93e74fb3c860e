import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { pendingCountQueryOptions, type pendingQueues } from '../api/pending-work';

/** One queue's count on the home screen, with its own loading and retry (one slow queue holds up no other). */
export function PendingCard({ queue }: { queue: (typeof pendingQueues)[number] }) {
  const { t } = useTranslation();
  const count = useQuery(pendingCountQueryOptions(queue));
  const title = t(`home.queues.${queue.key}`);
  const titleId = `pending-${queue.key}`;

  let body = <Skeleton.Input active size="large" aria-label={t('common.loading')} />;
  if (count.isError) {
    body = <ErrorState compact title={t('home.loadFailed')} error={count.error} onRetry={() => void count.refetch()} />;
  } else if (count.data !== undefined) {
    body = <Statistic value={count.data} />;
  }

  // A named region per queue: "Listings to review: 3" reads as one thing.
  return (
    <section aria-labelledby={titleId} style={{ height: '100%' }}>
      <Card style={{ height: '100%' }}>
        <h2 id={titleId} style={{ fontSize: 14, fontWeight: 'normal', color: 'rgba(0, 0, 0, 0.65)', marginTop: 0 }}>
          {title}
        </h2>
        {body}
      </Card>
    </section>
  );
}
