import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { accountOrderPath } from '../../../lib/paths';
/** /pages/sureOrder (sureOrder): order confirmation; the buying issue fills it. Requires login (route table). */
export function SureOrderPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      title={t('route.sureOrder')}
      trail={[{ label: t('menu.buy'), to: accountOrderPath('buy') }]}
      description={t('placeholder.sureOrder')}
    />
  );
}
