import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/order/orderDetail: order detail; the orders issue fills it. Requires login (route table). */
export function OrderDetailPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.orderDetail')}
      trail={[
        { label: t('route.personalCenter'), to: paths.personalCenter },
        { label: t('route.myOrders'), to: paths.myOrders },
      ]}
      description={t('placeholder.orderDetail')}
    />
  );
}
