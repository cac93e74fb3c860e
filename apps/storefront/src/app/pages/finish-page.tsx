import { parseQueryId } from '@gs/web/query-values';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { RequireLogin } from '../../components/require-login';
import { FinishPage as OrderFinishPage } from '../../features/orders/pages/finish-page';
import { ConsignmentFinish } from '../../features/selling/components/consignment-finish';
import { RecycleFinish } from '../../features/selling/components/recycle-finish';

/**
 * /pages/finish: one route, three results. `?type=consignment&id&number` is a listing just submitted and
 * `?type=recycle&id&number` a quick-recycle request (selling); anything else is where the cashier returns after
 * paying an order (orders).
 */
export function FinishPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type = params.get('type');
  if (type !== 'consignment' && type !== 'recycle') return <OrderFinishPage />;
  return (
    <PageFrame title={t('route.finish')}>
      <RequireLogin>
        {type === 'recycle' ? (
          <RecycleFinish id={parseQueryId(params.get('id'))} number={params.get('number')} />
        ) : (
          <ConsignmentFinish number={params.get('number')} />
        )}
      </RequireLogin>
    </PageFrame>
  );
}
