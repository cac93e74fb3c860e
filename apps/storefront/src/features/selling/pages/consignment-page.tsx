import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { accountOrderPath } from '../../../lib/paths';
/** /pages/guanwangjishou: official-site consignment selling. Requires login (route table). */
export function ConsignmentPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.consignment')}
      trail={[{ label: t('menu.sale'), to: accountOrderPath('sale') }]}
      description={t('placeholder.consignment')}
    />
  );
}
