import { RightOutlined } from '@ant-design/icons';
import type { PendingQueueKey } from '@gs/shared/staff-dashboard';
import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { usePendingWork } from '../api/pending-work';

/**
 * Where each queue's work is done: its list with the same filter the server counts with, in the URL (so the count
 * on the tile is the total of the list it opens). Labels are `home.queues.<key>` in the message files.
 */
export const pendingQueueLinks: Readonly<Record<PendingQueueKey, string>> = {
  listingReviews: '/listings/review',
  recycleSubmitted: '/recycling?status=submitted',
  recycleVerifying: '/recycling?status=verifying',
  ordersInTrade: '/orders?status=in_trade',
  afterSales: '/orders?status=after_sale',
  claimsSubmitted: '/claims?state=submitted',
  claimsInReview: '/claims?state=in_review',
  withdrawals: '/withdrawals?status=pending',
  realNameReviews: '/realname',
  merchantApplications: '/merchant-applications?status=pending',
  bidPool: '/recycling/pool',
  feedbackOpen: '/feedback?status=open',
  chatsUnassigned: '/chat?tab=unassigned',
};

/**
 * The work waiting for the signed-in staff member: one tile per queue their roles work on (the server decides
 * which), each a named region ("Listings to review: 3") and a link to the filtered list. Home and the dashboard
 * show these same tiles.
 */
export function PendingWorkTiles() {
  const { t, i18n } = useTranslation();
  const work = usePendingWork();
  const number = new Intl.NumberFormat(i18n.language);

  if (work.isError && !work.data) {
    return <ErrorState compact title={t('home.loadFailed')} error={work.error} onRetry={() => void work.refetch()} />;
  }
  if (!work.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </div>
    );
  }
  if (work.data.queues.length === 0) return <EmptyState description={t('home.noQueues')} />;

  return (
    <Row gutter={[16, 16]}>
      {work.data.queues.map(({ key, count }) => {
        const title = t(`home.queues.${key}`);
        const titleId = `pending-${key}`;
        return (
          <Col key={key} xs={12} md={8} xl={6}>
            <section aria-labelledby={titleId} style={{ height: '100%' }}>
              {/* Named by what it shows (the queue and its count), so a voice user can say what they see. */}
              <Link to={pendingQueueLinks[key]}>
                <Card size="small" hoverable style={{ height: '100%' }}>
                  <h3
                    id={titleId}
                    style={{ fontSize: 14, fontWeight: 'normal', color: 'rgba(0, 0, 0, 0.65)', marginTop: 0 }}
                  >
                    {title}
                  </h3>
                  <Statistic
                    value={number.format(count)}
                    styles={count > 0 ? { content: { color: 'var(--ant-color-primary, #1677ff)' } } : undefined}
                    suffix={<RightOutlined aria-hidden style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.56)' }} />}
                  />
                </Card>
              </Link>
            </section>
          </Col>
        );
      })}
    </Row>
  );
}
