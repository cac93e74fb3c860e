import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { paths } from '../../../lib/paths';
/** /pages/other/goodsList: my products (listed accounts). Requires login (route table). */
export function MyProductsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.myProducts')}
      trail={[{ label: t('route.personalCenter'), to: paths.personalCenter }]}
      description={t('placeholder.myProducts')}
    />
  );
}
