import { ReloadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@gs/web/format-date';
import { Button, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { PageContainer } from '../../../components/page-container';
import { useDashboard } from '../api/get-dashboard';
import { FunnelChart } from '../components/funnel-chart';
import { KpiCards } from '../components/kpi-cards';
import { OrdersByStatusChart } from '../components/orders-by-status-chart';
import { PendingWorkTiles } from '../components/pending-work-tiles';
import { TopGamesTable, TopListingsTable } from '../components/top-tables';
import { TrendChart } from '../components/trend-chart';

/** A titled block of the dashboard (a named region: "Orders by state", …). */
function Block({ id, title, extra, children }: { id: string; title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ height: '100%' }}>
      <Card
        size="small"
        style={{ height: '100%' }}
        title={
          <h2 id={id} style={{ fontSize: 15, margin: 0 }}>
            {title}
          </h2>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((index) => (
          <Col key={index} xs={24} md={8}>
            <Card size="small">
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
        {[0, 1].map((index) => (
          <Col key={`chart-${index}`} xs={24} lg={12}>
            <Card size="small">
              <Skeleton active paragraph={{ rows: 7 }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

/**
 * /admin/dashboard (owners and operators): GMV and orders against the previous periods, orders by state, the
 * purchase funnel, top games and listings, and the work waiting, each count a link to its queue.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const dashboard = useDashboard();
  const data = dashboard.data;

  let body: ReactNode;
  if (dashboard.isError && !data) {
    body = (
      <ErrorState title={t('dashboard.loadFailed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
    );
  } else if (!data) {
    body = <DashboardSkeleton />;
  } else {
    body = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <KpiCards dashboard={data} />
        <Block id="dashboard-pending" title={t('dashboard.pendingWork')}>
          <PendingWorkTiles />
        </Block>
        <Block id="dashboard-trend" title={t('dashboard.trend.title')}>
          <TrendChart />
        </Block>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Block id="dashboard-status" title={t('dashboard.ordersByStatus')}>
              <OrdersByStatusChart rows={data.ordersByStatus} />
            </Block>
          </Col>
          <Col xs={24} lg={12}>
            <Block id="dashboard-funnel" title={t('dashboard.funnelTitle')}>
              <FunnelChart funnel={data.funnel} />
            </Block>
          </Col>
          <Col xs={24} xl={10}>
            <Block id="dashboard-top-games" title={t('dashboard.topGames')}>
              <TopGamesTable rows={data.topGames} />
            </Block>
          </Col>
          <Col xs={24} xl={14}>
            <Block id="dashboard-top-listings" title={t('dashboard.topListings')}>
              <TopListingsTable rows={data.topListings} />
            </Block>
          </Col>
        </Row>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('dashboard.asOf', {
            generated: formatDateTime(data.generatedAt, i18n.language),
            traffic: formatDateTime(data.trafficAsOf, i18n.language),
          })}
        </Typography.Text>
      </Space>
    );
  }

  return (
    <PageContainer
      title={t('dashboard.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
          {t('common.refresh')}
        </Button>
      }
    >
      {dashboard.isError && data ? (
        <div style={{ marginBottom: 16 }}>
          <ErrorState compact title={t('dashboard.refreshFailed')} error={dashboard.error} />
        </div>
      ) : null}
      {body}
    </PageContainer>
  );
}
