import { RightOutlined } from '@ant-design/icons';
import type { PendingWork } from '@gs/shared/staff-dashboard';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Each count of work waiting and the back-office queue where it is done. */
const queues: readonly { key: keyof PendingWork; to: string }[] = [
  { key: 'listingReviews', to: '/listings/review' },
  { key: 'deliveries', to: '/orders?state=in_trade' },
  { key: 'afterSales', to: '/orders?state=after_sale' },
  { key: 'withdrawals', to: '/withdrawals' },
  { key: 'recycleVerifications', to: '/recycling' },
  { key: 'realNameReviews', to: '/realname' },
];

/** The work waiting now, one card per queue, each a link to it. */
export function PendingWorkCards({ pending }: { pending: PendingWork }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Row gutter={[16, 16]}>
      {queues.map(({ key, to }) => (
        <Col key={key} xs={12} md={8} xl={4}>
          <Link
            to={to}
            aria-label={t('dashboard.pendingLink', { queue: t(`dashboard.pending.${key}`), count: pending[key] })}
          >
            <Card size="small" hoverable style={{ height: '100%' }}>
              <Statistic
                title={t(`dashboard.pending.${key}`)}
                value={number.format(pending[key])}
                styles={pending[key] > 0 ? { content: { color: 'var(--ant-color-primary, #1677ff)' } } : undefined}
                suffix={<RightOutlined style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.45)' }} />}
              />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
