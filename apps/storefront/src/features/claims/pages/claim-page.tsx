import { ReloadOutlined } from '@ant-design/icons';
import { ApiError } from '@gs/web/api-error';
import { parseQueryId } from '@gs/web/query-values';
import { App, Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { PageFrame } from '../../../components/page-frame';
import { paths } from '../../../lib/paths';
import { useClaim } from '../api/get-claim';
import { ClaimDetail } from '../components/claim-detail';

/**
 * /pages/other/shouhouDetail?id=… : one claim for its buyer or its seller (opening it marks it read), with the
 * thread and the reply box; `orderLink` (composed by the app) leads to the order. Login required.
 */
export function ClaimPage({ orderLink }: { orderLink?: (orderId: number) => ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = parseQueryId(params.get('id'));
  const claim = useClaim(id);
  const notFound = id === null || (claim.error instanceof ApiError && claim.error.code === 404);

  let body: ReactNode;
  if (notFound)
    body = (
      <Empty description={t('claims.detail.notFound')}>
        <Link to={paths.myClaims}>{t('route.myClaims')}</Link>
      </Empty>
    );
  else if (claim.data)
    body = (
      <>
        <ClaimDetail claim={claim.data} />
        {orderLink ? <p style={{ marginTop: 16 }}>{orderLink(claim.data.orderId)}</p> : null}
      </>
    );
  else if (claim.isPending) body = <LoadingState label={t('common.loading')} rows={8} />;
  else
    body = (
      <ErrorState
        title={t('claims.detail.loadFailed')}
        action={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            loading={claim.isFetching}
            onClick={() => void claim.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );

  return (
    <PageFrame
      title={t('route.claimDetail')}
      trail={[
        { label: t('route.personalCenter'), to: paths.personalCenter },
        { label: t('route.myClaims'), to: paths.myClaims },
      ]}
    >
      <App component={false}>{body}</App>
    </PageFrame>
  );
}
