import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageContainer } from '../../../components/page-container';
import { useProfile } from '../../../hooks/use-profile';
import { hasAnyRole } from '../../../lib/roles';
import { pendingQueues } from '../api/pending-work';
import { PendingCard } from '../components/pending-card';

/** /admin: what waits for the signed-in staff member, one card per queue their roles may work on. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  const roles = profile?.roles ?? [];
  const queues = pendingQueues.filter((queue) => hasAnyRole(roles, queue.roles));

  return (
    <PageContainer title={t('home.title')}>
      <Typography.Paragraph type="secondary">
        {t('home.welcome', { name: profile?.nickName ?? '' })}
      </Typography.Paragraph>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('home.pendingWork')}
      </Typography.Title>
      {queues.length === 0 ? (
        <EmptyState description={t('home.noQueues')} />
      ) : (
        <Row gutter={[16, 16]}>
          {queues.map((queue) => (
            <Col key={queue.key} xs={24} sm={12} lg={8}>
              <PendingCard queue={queue} />
            </Col>
          ))}
        </Row>
      )}
    </PageContainer>
  );
}
