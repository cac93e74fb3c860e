import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/page-container';
import { useProfile } from '../../../hooks/use-profile';
import { PendingWorkTiles } from '../components/pending-work-tiles';

/** /admin: what waits for the signed-in staff member, one tile per queue their roles work on, each opening its list. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();

  return (
    <PageContainer title={t('home.title')}>
      <Typography.Paragraph type="secondary">
        {t('home.welcome', { name: profile?.nickName ?? '' })}
      </Typography.Paragraph>
      <section aria-labelledby="home-pending">
        <Typography.Title id="home-pending" level={2} style={{ fontSize: 16 }}>
          {t('home.pendingWork')}
        </Typography.Title>
        <PendingWorkTiles />
      </section>
    </PageContainer>
  );
}
