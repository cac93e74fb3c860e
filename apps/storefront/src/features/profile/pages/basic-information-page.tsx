import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Col, ConfigProvider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { RequireLogin } from '../../../components/require-login';
import { paths } from '../../../lib/paths';
import { useMaskedProfile } from '../api/get-masked-profile';
import { ProfileCard } from '../components/profile-card';
import { RealNameCard } from '../components/real-name-card';

// Large controls of at least 44 px: comfortable touch targets (UX.md, Forms).
const touchTheme = { token: { controlHeightLG: 44 } };

function BasicInformation() {
  const { t } = useTranslation();
  const profile = useMaskedProfile();

  if (profile.isPending) return <LoadingState label={t('common.loading')} rows={8} />;
  if (profile.isError) {
    return (
      <ErrorState
        title={t('profile.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={profile.isFetching}
            onClick={() => void profile.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  return (
    // Two columns on desktop, one on phones.
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <ProfileCard profile={profile.data} />
      </Col>
      <Col xs={24} lg={12}>
        <RealNameCard profile={profile.data} />
      </Col>
    </Row>
  );
}

/**
 * /pages/BasicInformation: the logged-in user's profile and real-name verification, under the breadcrumb of the
 * personal center's pages (the route puts it in the personal center's frame).
 */
export function BasicInformationPage() {
  const { t } = useTranslation();
  return (
    <RequireLogin>
      <PageFrame
        title={t('route.basicInformation')}
        trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      >
        <ConfigProvider componentSize="large" theme={touchTheme}>
          <App component={false}>
            <BasicInformation />
          </App>
        </ConfigProvider>
      </PageFrame>
    </RequireLogin>
  );
}
