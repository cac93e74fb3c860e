import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { RequireLogin } from '../../components/require-login';
import { FinishPage as OrderFinishPage } from '../../features/orders/pages/finish-page';
import { ConsignmentFinish } from '../../features/selling/components/consignment-finish';

/**
 * /pages/finish: one route, two results. `?type=consignment&id&number` is a listing just submitted (selling);
 * anything else is where the cashier returns after paying an order (orders).
 */
export function FinishPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('type') !== 'consignment') return <OrderFinishPage />;
  return (
    <PageFrame title={t('route.finish')}>
      <RequireLogin>
        <ConsignmentFinish number={params.get('number')} />
      </RequireLogin>
    </PageFrame>
  );
}
