import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/other/orderList: my orders; the orders issue fills it. Requires login (route table). */
export function MyOrdersPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.myOrders')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      description={t('placeholder.myOrders')}
    />
  );
}
